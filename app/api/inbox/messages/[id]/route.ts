import { handler } from "@/lib/api/handler";
import { parseBody } from "@/lib/api/body";
import { idParam } from "@/lib/api/params";
import { json } from "@/lib/api/respond";
import { requireUser } from "@/lib/auth/guard";
import { CONTACT_MESSAGE_NOT_FOUND, inboxStatusSchema } from "@/lib/collections/inbox";
import { deleteContactMessage, setContactMessageStatus } from "@/lib/services/inbox";

export const dynamic = "force-dynamic";

export const PATCH = handler<{ id: string }>(async (request, context) => {
  await requireUser(request, "admin");
  const id = await idParam(context, CONTACT_MESSAGE_NOT_FOUND);
  const { status } = await parseBody(request, inboxStatusSchema);
  return json({ contactMessage: await setContactMessageStatus(id, status) });
});

export const DELETE = handler<{ id: string }>(async (request, context) => {
  await requireUser(request, "admin");
  await deleteContactMessage(await idParam(context, CONTACT_MESSAGE_NOT_FOUND));
  return json({ message: "Message deleted" });
});
