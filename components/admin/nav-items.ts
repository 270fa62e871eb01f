/** The back office navigation; `superadmin` entries are shown to super admins only. */
interface NavItem {
  href: string;
  label: string;
  superadmin?: boolean;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { href: "/admin/dashboard", label: "Dashboard" },
  { href: "/admin/attorneys", label: "Team Members" },
  { href: "/admin/users", label: "Users", superadmin: true },
  { href: "/admin/inbox", label: "Inbox" },
  { href: "/admin/outbox", label: "Email delivery" },
  { href: "/admin/chat", label: "Chat Assistant" },
  { href: "/admin/account", label: "Account" },
];

export function isCurrent(pathname: string, href: string): boolean {
  return pathname === href || pathname.startsWith(`${href}/`);
}
