import Link from "next/link";
import { requirePageUser } from "@/lib/auth/page-guard";
import { ChatAdminNav } from "@/components/admin/chat/ChatAdminNav";
import { CHAT_ADMIN_LINKS } from "@/components/admin/chat/links";
import { ui } from "@/components/admin/ui";

export const dynamic = "force-dynamic";

const DESCRIPTIONS: Record<(typeof CHAT_ADMIN_LINKS)[number]["href"], string> = {
  "/admin/chat/quick-replies": "The buttons offered under the chat's answers: add, edit, reorder, deactivate, delete.",
  "/admin/chat/knowledge": "Short answers to frequent questions (fees, parking, languages) that the chat gives word for word.",
  "/admin/chat/firm": "The address, phone and emails the chat and the website show.",
};

export default async function ChatAdminPage() {
  await requirePageUser("admin");
  return (
    <div>
      <ChatAdminNav title="Chat" />
      <ul className="grid gap-4 sm:grid-cols-3">
        {CHAT_ADMIN_LINKS.map((link) => (
          <li key={link.href} className={ui.card}>
            <Link href={link.href} className={ui.link}>
              {link.label}
            </Link>
            <p className="mt-1 text-sm text-slate-600">{DESCRIPTIONS[link.href]}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
