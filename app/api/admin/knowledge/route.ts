import { handler } from "@/lib/api/handler";
import { parseBody } from "@/lib/api/body";
import { json } from "@/lib/api/respond";
import { requireUser } from "@/lib/auth/guard";
import { chatKnowledgeInputSchema } from "@/lib/collections/chat-knowledge";
import { createKnowledge, listKnowledge } from "@/lib/services/chat-knowledge";

export const dynamic = "force-dynamic";

export const GET = handler(async (request) => {
  await requireUser(request, "admin");
  return json({ entries: await listKnowledge() });
});

export const POST = handler(async (request) => {
  await requireUser(request, "admin");
  const input = await parseBody(request, chatKnowledgeInputSchema);
  return json({ entry: await createKnowledge(input) }, 201);
});
