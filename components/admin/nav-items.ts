import { DASHBOARD_PATH } from "@/lib/auth/paths";
import type { AccessLevel } from "@/lib/collections/user";

/** The back office navigation; each entry is shown to the roles that reach its level, as its page requires. */
interface NavItem {
  href: string;
  label: string;
  level: AccessLevel;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { href: DASHBOARD_PATH, label: "Dashboard", level: "admin" },
  { href: "/admin/attorneys", label: "Team Members", level: "admin" },
  { href: "/admin/users", label: "Users", level: "superadmin" },
  { href: "/admin/inbox", label: "Inbox", level: "admin" },
  { href: "/admin/outbox", label: "Email delivery", level: "admin" },
  { href: "/admin/chat", label: "Chat Assistant", level: "admin" },
  { href: "/admin/account", label: "Account", level: "admin" },
];
