import { handler } from "@/lib/api/handler";
import { parseBody } from "@/lib/api/body";
import { json } from "@/lib/api/respond";
import { requireUser } from "@/lib/auth/guard";
import { chatKnowledgeInputSchema } from "@/lib/collections/chat-knowledge";
import { deleteKnowledge, getKnowledge, updateKnowledge } from "@/lib/chat/knowledge";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

type Params = { id: string };

export const GET = handler<Params>(async (request, { params }) => {
  await requireUser(request, "admin");
  return json({ entry: await getKnowledge((await params).id) });
});

export const PUT = handler<Params>(async (request, { params }) => {
  await requireUser(request, "admin");
  const { id } = await params;
  const input = await parseBody(request, chatKnowledgeInputSchema);
  return json({ entry: await updateKnowledge(id, input) });
});

export const DELETE = handler<Params>(async (request, { params }) => {
  await requireUser(request, "admin");
  await deleteKnowledge((await params).id);
  return json({ message: "Knowledge entry deleted" });
});
