import { requirePageUser } from "@/lib/auth/page-guard";
import { listKnowledge } from "@/lib/services/chat-knowledge";
import { ChatAdminNav } from "@/components/admin/chat/ChatAdminNav";
import { KnowledgeManager } from "@/components/admin/chat/KnowledgeManager";

export const dynamic = "force-dynamic";

export default async function ChatKnowledgePage() {
  await requirePageUser("admin");
  const entries = await listKnowledge();
  return (
    <div>
      <ChatAdminNav title="Chat knowledge" />
      <p className="mb-4 text-sm text-slate-600">
        The chat gives these answers word for word when a visitor&apos;s question matches the question or one of its keywords.
      </p>
      <KnowledgeManager entries={entries} />
    </div>
  );
}
