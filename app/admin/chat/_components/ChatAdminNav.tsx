import Link from "next/link";

export const CHAT_ADMIN_LINKS = [
  { href: "/admin/chat/quick-replies", label: "Quick replies" },
  { href: "/admin/chat/knowledge", label: "Chat knowledge" },
  { href: "/admin/chat/firm", label: "Firm details" },
] as const;

/** The chat section's own links, so each screen stands on its own. */
export function ChatAdminNav({ title }: { title: string }) {
  return (
    <header className="mb-6 space-y-3">
      <nav className="flex flex-wrap gap-4 text-sm">
        <Link href="/admin/dashboard" className="text-slate-600 hover:underline">
          Dashboard
        </Link>
        <Link href="/admin/chat" className="text-slate-600 hover:underline">
          Chat
        </Link>
        {CHAT_ADMIN_LINKS.map((link) => (
          <Link key={link.href} href={link.href} className="text-blue-700 hover:underline">
            {link.label}
          </Link>
        ))}
      </nav>
      <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
    </header>
  );
}
