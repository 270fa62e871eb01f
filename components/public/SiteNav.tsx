"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect, useRef, useState, type MouseEvent } from "react";
import { activeSection, NAV_ITEMS, scrolledToEnd, scrollToSection, type SectionId } from "./navigation";

/** Follows the page scroll on the home route and reports the section being read. */
function useScrollSpy(enabled: boolean): SectionId {
  const [active, setActive] = useState<SectionId>("home");
  useEffect(() => {
    if (!enabled) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const sections = NAV_ITEMS.flatMap(({ section }) => {
        const element = document.getElementById(section);
        // A section not laid out (not yet revealed, or hidden) has no position to be reached.
        if (!element || element.getClientRects().length === 0) return [];
        return [{ id: section, top: element.getBoundingClientRect().top + window.scrollY }];
      });
      setActive(activeSection(sections, window.scrollY, undefined, scrolledToEnd()));
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("resize", onScroll);
    // Sections move without a scroll when content above them changes height (images, fonts, a revealed panel).
    const layout = typeof ResizeObserver === "undefined" ? undefined : new ResizeObserver(onScroll);
    layout?.observe(document.body);
    return () => {
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("resize", onScroll);
      layout?.disconnect();
      if (frame) cancelAnimationFrame(frame);
    };
  }, [enabled]);
  return active;
}

export function SiteNav() {
  const pathname = usePathname();
  const onHome = pathname === "/";
  const spied = useScrollSpy(onHome);
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuPath, setMenuPath] = useState(pathname);
  const toggleRef = useRef<HTMLButtonElement>(null);

  // A navigation closes the menu.
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setMenuOpen(false);
  }

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [menuOpen]);

  const activeHref = onHome ? NAV_ITEMS.find((item) => item.section === spied)?.href : pathname;

  const onLinkClick = (event: MouseEvent<HTMLAnchorElement>, href: string, section: string) => {
    setMenuOpen(false);
    if (href !== pathname || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    scrollToSection(section);
  };

  const links = (variant: "bar" | "menu") =>
    NAV_ITEMS.map((item) => {
      const active = item.href === activeHref;
      const base =
        variant === "bar" ? "relative rounded-md px-3 py-2 text-[0.95rem] font-medium transition-colors" : "block rounded-md px-4 py-3 text-base font-medium";
      const tone = active ? "text-gold-300" : "text-navy-100 hover:bg-white/10 hover:text-white";
      return (
        <li key={item.href}>
          <Link
            href={item.href}
            aria-current={active ? (onHome && item.href !== "/" ? "location" : "page") : undefined}
            className={`${base} ${tone}`}
            onClick={(event) => onLinkClick(event, item.href, item.section)}
          >
            {item.label}
            {variant === "bar" && active ? <span aria-hidden="true" className="absolute inset-x-3 -bottom-0.5 h-0.5 rounded-full bg-gold-400" /> : null}
          </Link>
        </li>
      );
    });

  return (
    <nav aria-label="Main" className="on-dark">
      <ul className="hidden items-center gap-1 lg:flex">{links("bar")}</ul>
      <button
        ref={toggleRef}
        type="button"
        className="inline-flex h-11 w-11 items-center justify-center rounded-md text-white hover:bg-white/10 lg:hidden"
        aria-expanded={menuOpen}
        aria-controls="mobile-menu"
        aria-label={menuOpen ? "Close menu" : "Open menu"}
        onClick={() => setMenuOpen((open) => !open)}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          {menuOpen ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
        </svg>
      </button>
      <div id="mobile-menu" hidden={!menuOpen} className="absolute inset-x-0 top-full border-t border-white/10 bg-navy-900 px-4 pb-4 pt-2 shadow-xl lg:hidden">
        <ul className="space-y-1">{links("menu")}</ul>
      </div>
    </nav>
  );
}
