import { requirePageUser } from "@/lib/auth/page-guard";
import { listQuickReplies } from "@/lib/services/quick-replies";
import { ChatAdminNav } from "@/components/admin/chat/ChatAdminNav";
import { QuickRepliesManager } from "@/components/admin/chat/QuickRepliesManager";

export const dynamic = "force-dynamic";

export default async function QuickRepliesPage() {
  await requirePageUser("admin");
  const quickReplies = await listQuickReplies();
  return (
    <div>
      <ChatAdminNav title="Quick replies" />
      <QuickRepliesManager quickReplies={quickReplies} />
    </div>
  );
}
