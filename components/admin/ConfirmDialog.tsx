"use client";

import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { ui } from "./ui";

interface ConfirmDialogProps {
  title: string;
  message: string;
  confirmLabel: string;
  onConfirm(): void;
  onCancel(): void;
}

const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal question of the site's own: focus starts on Cancel (the safe answer), Tab stays inside,
 * Escape or a click outside cancels, and focus goes back to where it was when the dialog closes.
 */
export function ConfirmDialog({ title, message, confirmLabel, onConfirm, onCancel }: ConfirmDialogProps) {
  const titleId = useId();
  const messageId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    cancel.current?.focus();
    return () => opener?.focus();
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === "Escape") {
      event.preventDefault();
      onCancel();
      return;
    }
    if (event.key !== "Tab" || !panel.current) return;
    const items = Array.from(panel.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = items[0];
    const last = items[items.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <div
      className="fixed inset-0 z-50 flex items-center justify-center bg-slate-900/50 p-4"
      onMouseDown={(event) => event.target === event.currentTarget && onCancel()}
    >
      <div
        ref={panel}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={messageId}
        onKeyDown={onKeyDown}
        className="w-full max-w-md space-y-4 rounded-lg bg-white p-6 shadow-xl"
      >
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        <p id={messageId} className="text-slate-700">
          {message}
        </p>
        <div className="flex flex-wrap justify-end gap-3">
          <button ref={cancel} type="button" onClick={onCancel} className={ui.secondaryButton}>
            Cancel
          </button>
          <button type="button" onClick={onConfirm} className={`${ui.dangerButton} px-4 py-2`}>
            {confirmLabel}
          </button>
        </div>
      </div>
    </div>
  );
}

interface Question {
  title: string;
  message: string;
  confirmLabel: string;
  answer(yes: boolean): void;
}

/**
 * `await confirm(...)` in place of `window.confirm`: resolves true when the user confirms. Render
 * `dialog` somewhere in the screen.
 */
export function useConfirmDialog(): {
  confirm(options: { title: string; message: string; confirmLabel: string }): Promise<boolean>;
  dialog: ReactNode;
} {
  const [question, setQuestion] = useState<Question | null>(null);

  const confirm = useCallback(
    (options: { title: string; message: string; confirmLabel: string }) =>
      new Promise<boolean>((resolve) => {
        setQuestion({
          ...options,
          answer: (yes) => {
            setQuestion(null);
            resolve(yes);
          },
        });
      }),
    [],
  );

  const dialog = question ? (
    <ConfirmDialog
      title={question.title}
      message={question.message}
      confirmLabel={question.confirmLabel}
      onConfirm={() => question.answer(true)}
      onCancel={() => question.answer(false)}
    />
  ) : null;
  return { confirm, dialog };
}
