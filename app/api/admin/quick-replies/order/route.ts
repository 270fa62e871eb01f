import { handler } from "@/lib/api/handler";
import { parseBody } from "@/lib/api/body";
import { json } from "@/lib/api/respond";
import { requireUser } from "@/lib/auth/guard";
import { quickReplyOrderSchema } from "@/lib/collections/quick-reply";
import { reorderQuickReplies } from "@/lib/services/quick-replies";

export const dynamic = "force-dynamic";

export const PUT = handler(async (request) => {
  await requireUser(request, "admin");
  const { ids } = await parseBody(request, quickReplyOrderSchema);
  return json({ quickReplies: await reorderQuickReplies(ids) });
});
