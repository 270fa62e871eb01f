import { requirePageUser } from "@/lib/auth/page-guard";
import { listQuickReplies } from "@/lib/chat/quick-replies";
import { ChatAdminNav } from "../_components/ChatAdminNav";
import { QuickRepliesManager } from "../_components/QuickRepliesManager";

export const dynamic = "force-dynamic";

export default async function QuickRepliesPage() {
  await requirePageUser("admin");
  const quickReplies = await listQuickReplies();
  return (
    <div className="mx-auto max-w-4xl p-6">
      <ChatAdminNav title="Quick replies" />
      <QuickRepliesManager quickReplies={quickReplies} />
    </div>
  );
}
