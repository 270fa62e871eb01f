import type { SectionId } from "@/lib/public-routes";

export { PUBLIC_ROUTES as NAV_ITEMS, type SectionId } from "@/lib/public-routes";

/** How far below the top of the window a section counts as reached. */
const SCROLL_SPY_OFFSET = 100;

/**
 * The section being read: the one that starts furthest down while still above the line
 * `offset` pixels below the top of the window; the first section before any is reached. Once the
 * page is scrolled to its end the last section is the one being read, even if the page ends
 * before it can reach the line (as Bootstrap's ScrollSpy decides).
 */
export function activeSection(sections: ReadonlyArray<{ id: SectionId; top: number }>, scrollY: number, offset = SCROLL_SPY_OFFSET, atEnd = false): SectionId {
  let active: { id: SectionId; top: number } | undefined;
  for (const section of sections) {
    if ((atEnd || section.top <= scrollY + offset) && (!active || section.top >= active.top)) active = section;
  }
  return active?.id ?? "home";
}

/** Whether the window is scrolled as far down as it goes (within a pixel of rounding). */
export function scrolledToEnd(): boolean {
  const root = document.documentElement;
  return window.scrollY > 0 && window.scrollY + window.innerHeight >= root.scrollHeight - 1;
}

function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia?.("(prefers-reduced-motion: reduce)").matches === true;
}

/** Scrolls to a section (smoothly unless the visitor asked for less motion) and moves focus there. */
export function scrollToSection(id: string): void {
  const target = document.getElementById(id);
  if (!target) return;
  target.scrollIntoView({ behavior: prefersReducedMotion() ? "auto" : "smooth", block: "start" });
  if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
  target.focus({ preventScroll: true });
}
