import Link from "next/link";
import { requirePageUser } from "@/lib/auth/page-guard";
import { ChatAdminNav, CHAT_ADMIN_LINKS } from "./_components/ChatAdminNav";

export const dynamic = "force-dynamic";

const DESCRIPTIONS: Record<(typeof CHAT_ADMIN_LINKS)[number]["href"], string> = {
  "/admin/chat/quick-replies": "The buttons offered under the chat's answers: add, edit, reorder, deactivate, delete.",
  "/admin/chat/knowledge": "Short answers to frequent questions (fees, parking, languages) that the chat gives word for word.",
  "/admin/chat/firm": "The address, phone and emails the chat and the website show.",
};

export default async function ChatAdminPage() {
  await requirePageUser("admin");
  return (
    <div className="mx-auto max-w-4xl p-6">
      <ChatAdminNav title="Chat" />
      <ul className="grid gap-4 sm:grid-cols-3">
        {CHAT_ADMIN_LINKS.map((link) => (
          <li key={link.href} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
            <Link href={link.href} className="font-medium text-blue-700 hover:underline">
              {link.label}
            </Link>
            <p className="mt-1 text-sm text-slate-600">{DESCRIPTIONS[link.href]}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
