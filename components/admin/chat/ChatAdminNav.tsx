"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { isCurrent } from "../nav-items";
import { ui } from "../ui";
import { CHAT_ADMIN_LINKS } from "./links";

/** The chat section's own sub-navigation, above each of its screens, in the admin shell's width. */
export function ChatAdminNav({ title }: { title: string }) {
  const pathname = usePathname();
  return (
    <header className="mb-6 space-y-3">
      <nav aria-label="Chat assistant">
        <ul className="flex flex-wrap gap-1">
          {[{ href: "/admin/chat", label: "Overview" }, ...CHAT_ADMIN_LINKS].map((link) => {
            const current = link.href === "/admin/chat" ? pathname === link.href : isCurrent(pathname, link.href);
            return (
              <li key={link.href}>
                <Link
                  href={link.href}
                  aria-current={current ? "page" : undefined}
                  className={`block rounded-md px-3 py-1.5 text-sm font-medium ${current ? "bg-blue-50 text-blue-800" : "text-slate-700 hover:bg-slate-100"} ${ui.focus}`}
                >
                  {link.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
    </header>
  );
}
