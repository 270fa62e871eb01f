import { handler } from "@/lib/api/handler";
import { parseBody } from "@/lib/api/body";
import { json } from "@/lib/api/respond";
import { requireUser } from "@/lib/auth/guard";
import { quickReplyCreateSchema } from "@/lib/collections/quick-reply";
import { createQuickReply, listQuickReplies } from "@/lib/services/quick-replies";

export const dynamic = "force-dynamic";

export const GET = handler(async (request) => {
  await requireUser(request, "admin");
  return json({ quickReplies: await listQuickReplies() });
});

export const POST = handler(async (request) => {
  await requireUser(request, "admin");
  const input = await parseBody(request, quickReplyCreateSchema);
  return json({ quickReply: await createQuickReply(input) }, 201);
});
