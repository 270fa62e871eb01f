"use client";

import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from "react";
import type { PublicAttorney } from "@/lib/services/public-attorneys";
import { AttorneyDialog } from "./AttorneyDialog";
import type { ConsultationFormSettings } from "./form-settings";

type Open = (attorneyId: string, trigger: HTMLElement) => void;

const OpenAttorneyContext = createContext<Open | null>(null);

/** Holds the one attorney dialog of a page; any View More button inside can open it. */
export function AttorneyDialogProvider({
  attorneys,
  formSettings,
  whatsapp,
  children,
}: {
  attorneys: PublicAttorney[];
  formSettings: ConsultationFormSettings;
  whatsapp: string;
  children: ReactNode;
}) {
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const triggerRef = useRef<HTMLElement | null>(null);

  const open = useCallback<Open>((attorneyId, trigger) => {
    triggerRef.current = trigger;
    setSelectedId(attorneyId);
  }, []);

  const close = useCallback(() => {
    setSelectedId(null);
    // Once the dialog is gone the page is no longer inert and the button can take focus back.
    window.setTimeout(() => triggerRef.current?.focus(), 0);
  }, []);

  const attorney = attorneys.find((candidate) => candidate._id === selectedId) ?? null;
  return (
    <OpenAttorneyContext.Provider value={open}>
      {children}
      {attorney ? <AttorneyDialog attorney={attorney} formSettings={formSettings} whatsapp={whatsapp} onClose={close} /> : null}
    </OpenAttorneyContext.Provider>
  );
}

export function ViewMoreButton({ attorneyId, name, className }: { attorneyId: string; name: string; className?: string }) {
  const open = useContext(OpenAttorneyContext);
  return (
    <button type="button" aria-haspopup="dialog" className={className} onClick={(event) => open?.(attorneyId, event.currentTarget)}>
      View More<span className="sr-only"> about {name}</span>
    </button>
  );
}
