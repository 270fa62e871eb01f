import { handler } from "@/lib/api/handler";
import { parseBody } from "@/lib/api/body";
import { idParam } from "@/lib/api/params";
import { json } from "@/lib/api/respond";
import { requireUser } from "@/lib/auth/guard";
import { CONSULTATION_NOT_FOUND, inboxStatusSchema } from "@/lib/collections/inbox";
import { deleteConsultation, setConsultationStatus } from "@/lib/services/inbox";

export const dynamic = "force-dynamic";

export const PATCH = handler<{ id: string }>(async (request, context) => {
  await requireUser(request, "admin");
  const id = await idParam(context, CONSULTATION_NOT_FOUND);
  const { status } = await parseBody(request, inboxStatusSchema);
  return json({ consultation: await setConsultationStatus(id, status) });
});

export const DELETE = handler<{ id: string }>(async (request, context) => {
  await requireUser(request, "admin");
  await deleteConsultation(await idParam(context, CONSULTATION_NOT_FOUND));
  return json({ message: "Consultation request deleted" });
});
