"use client";

import { useCallback, useEffect } from "react";

export const UNSAVED_CHANGES_TEXT = "You have unsaved changes. Leave without saving?";

/**
 * Asks before leaving a form with unsaved changes: the browser's own prompt when the tab closes
 * or reloads, a confirm for links and Back/Forward inside the site, and `confirmLeave()` for the
 * form's Cancel.
 */
export function useUnsavedChangesPrompt(dirty: boolean): () => boolean {
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    // Client-side navigation fires no beforeunload, so in-site links are asked about here;
    // a prevented click is ignored by the router's links.
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.("a[href]");
      if (!(link instanceof HTMLAnchorElement) || link.target === "_blank" || link.origin !== window.location.origin) return;
      if (!window.confirm(UNSAVED_CHANGES_TEXT)) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    // Back and Forward within the site fire no beforeunload either; where the browser has the
    // Navigation API it lets such a step be cancelled (it refuses when that would trap the visitor).
    const onNavigate = (event: Event) => {
      const step = event as Event & { navigationType?: string };
      if (step.navigationType !== "traverse" || !step.cancelable) return;
      if (!window.confirm(UNSAVED_CHANGES_TEXT)) step.preventDefault();
    };
    const navigation = (window as { navigation?: EventTarget }).navigation;
    window.addEventListener("beforeunload", onBeforeUnload);
    document.addEventListener("click", onClick, true);
    navigation?.addEventListener("navigate", onNavigate);
    return () => {
      window.removeEventListener("beforeunload", onBeforeUnload);
      document.removeEventListener("click", onClick, true);
      navigation?.removeEventListener("navigate", onNavigate);
    };
  }, [dirty]);

  return useCallback(() => !dirty || window.confirm(UNSAVED_CHANGES_TEXT), [dirty]);
}
