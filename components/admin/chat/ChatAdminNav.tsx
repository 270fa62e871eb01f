import { NavLinks } from "../NavLinks";
import { CHAT_ADMIN_LINKS } from "./links";

const CHAT_NAV = [{ href: "/admin/chat", label: "Overview", exact: true }, ...CHAT_ADMIN_LINKS];

/** The chat section's own sub-navigation, above each of its screens, in the admin shell's width. */
export function ChatAdminNav({ title }: { title: string }) {
  return (
    <header className="mb-6 space-y-3">
      <nav aria-label="Chat assistant">
        <NavLinks links={CHAT_NAV} compact />
      </nav>
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
    </header>
  );
}
