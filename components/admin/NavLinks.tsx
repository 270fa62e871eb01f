"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { ui } from "./ui";

interface NavLink {
  href: string;
  label: string;
  /** Marked current on its own page only, not on the pages under it (a section's overview). */
  exact?: boolean;
}

function isCurrent(pathname: string, { href, exact }: NavLink): boolean {
  return pathname === href || (!exact && pathname.startsWith(`${href}/`));
}

/** A row of links with the page shown marked, as the back office's navigation and the chat section's show them. */
export function NavLinks({ links, compact = false }: { links: readonly NavLink[]; compact?: boolean }) {
  const pathname = usePathname();
  return (
    <ul className="flex flex-wrap gap-1">
      {links.map((link) => {
        const current = isCurrent(pathname, link);
        return (
          <li key={link.href}>
            <Link
              href={link.href}
              aria-current={current ? "page" : undefined}
              className={`block rounded-md px-3 ${compact ? "py-1.5" : "py-2"} text-sm font-medium ${current ? "bg-blue-50 text-blue-800" : "text-slate-700 hover:bg-slate-100"} ${ui.focus}`}
            >
              {link.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
