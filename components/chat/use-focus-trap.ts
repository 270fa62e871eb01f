"use client";

import { useEffect, type RefObject } from "react";

const TABBABLE = [
  "a[href]",
  "button:not([disabled])",
  "input:not([disabled]):not([type='hidden'])",
  "select:not([disabled])",
  "textarea:not([disabled])",
  "[tabindex]:not([tabindex='-1'])",
].join(",");

/**
 * Keeps keyboard focus inside `container` while `active`, as a modal dialog must: Tab from the
 * last control goes to the first and Shift+Tab from the first to the last, and focus that lands
 * outside (a screen reader's jump, a stray click) is brought back to the first control.
 */
export function useFocusTrap(container: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const tabbables = () => Array.from(container.current?.querySelectorAll<HTMLElement>(TABBABLE) ?? []);

    const onKeyDown = (event: KeyboardEvent) => {
      const root = container.current;
      if (event.key !== "Tab" || !root) return;
      const list = tabbables();
      if (list.length === 0) {
        event.preventDefault();
        return;
      }
      const current = document.activeElement;
      const inside = current !== null && root.contains(current);
      if (event.shiftKey && (!inside || current === list[0] || current === root)) {
        event.preventDefault();
        list[list.length - 1].focus();
      } else if (!event.shiftKey && (!inside || current === list[list.length - 1])) {
        event.preventDefault();
        list[0].focus();
      }
    };
    const onFocusIn = (event: FocusEvent) => {
      const root = container.current;
      if (root && event.target instanceof Node && !root.contains(event.target)) (tabbables()[0] ?? root).focus();
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("focusin", onFocusIn);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("focusin", onFocusIn);
    };
  }, [container, active]);
}
