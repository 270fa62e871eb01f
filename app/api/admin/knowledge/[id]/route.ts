import { handler } from "@/lib/api/handler";
import { parseBody } from "@/lib/api/body";
import { idParam } from "@/lib/api/params";
import { json } from "@/lib/api/respond";
import { requireUser } from "@/lib/auth/guard";
import { CHAT_KNOWLEDGE_NOT_FOUND, chatKnowledgeInputSchema } from "@/lib/collections/chat-knowledge";
import { deleteKnowledge, getKnowledge, updateKnowledge } from "@/lib/services/chat-knowledge";

export const dynamic = "force-dynamic";

type Params = { id: string };

export const GET = handler<Params>(async (request, context) => {
  await requireUser(request, "admin");
  return json({ entry: await getKnowledge(await idParam(context, CHAT_KNOWLEDGE_NOT_FOUND)) });
});

export const PUT = handler<Params>(async (request, context) => {
  await requireUser(request, "admin");
  const id = await idParam(context, CHAT_KNOWLEDGE_NOT_FOUND);
  const input = await parseBody(request, chatKnowledgeInputSchema);
  return json({ entry: await updateKnowledge(id, input) });
});

export const DELETE = handler<Params>(async (request, context) => {
  await requireUser(request, "admin");
  await deleteKnowledge(await idParam(context, CHAT_KNOWLEDGE_NOT_FOUND));
  return json({ message: "Knowledge entry deleted" });
});
