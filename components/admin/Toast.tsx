"use client";

import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { ui } from "./ui";

type ToastKind = "success" | "error";

interface ToastMessage {
  kind: ToastKind;
  text: string;
  /** Tells two equal texts in a row apart, so the second is announced and timed afresh. */
  serial: number;
}

interface ToastApi {
  success(text: string): void;
  error(text: string): void;
}

/** How long a success message stays; an error stays until it is dismissed or replaced. */
export const SUCCESS_TOAST_MS = 5000;

const ToastContext = createContext<ToastApi | null>(null);

/**
 * The one place the back office says what happened after an action. The polite status region is
 * in the page from the start, because screen readers announce changes to a region, not a region
 * that appears with its text already in it.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState<ToastMessage | null>(null);
  const serial = useRef(0);

  const show = useCallback((kind: ToastKind, text: string) => {
    serial.current += 1;
    setMessage({ kind, text, serial: serial.current });
  }, []);
  const toast = useMemo<ToastApi>(() => ({ success: (text) => show("success", text), error: (text) => show("error", text) }), [show]);

  useEffect(() => {
    if (message?.kind !== "success") return;
    const timer = setTimeout(() => setMessage((current) => (current === message ? null : current)), SUCCESS_TOAST_MS);
    return () => clearTimeout(timer);
  }, [message]);

  const box = "pointer-events-auto flex items-start justify-between gap-3 shadow-lg";
  return (
    <ToastContext.Provider value={toast}>
      {children}
      <div className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex flex-col items-center gap-2 px-4">
        <div role="status" aria-live="polite" aria-atomic="true" className="w-full max-w-md empty:hidden">
          {message?.kind === "success" && (
            <div key={message.serial} className={`${ui.successBanner} ${box}`} data-testid="toast-success">
              <span>{message.text}</span>
            </div>
          )}
        </div>
        {/* An alert is announced when it is inserted, so it is only in the page while it has a text. */}
        {message?.kind === "error" && (
          <div key={message.serial} role="alert" className={`${ui.errorBanner} ${box} w-full max-w-md`} data-testid="toast-error">
            <span>{message.text}</span>
            <button type="button" onClick={() => setMessage(null)} className={`shrink-0 rounded font-semibold underline ${ui.focus}`}>
              Dismiss
            </button>
          </div>
        )}
      </div>
    </ToastContext.Provider>
  );
}

/** `toast.success(text)` after a change, `toast.error(text)` when an action failed. */
export function useToast(): ToastApi {
  const toast = useContext(ToastContext);
  if (!toast) throw new Error("useToast needs a ToastProvider above it (AdminShell adds one)");
  return toast;
}
