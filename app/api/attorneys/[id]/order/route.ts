import { handler } from "@/lib/api/handler";
import { parseBody } from "@/lib/api/body";
import { idParam } from "@/lib/api/params";
import { json } from "@/lib/api/respond";
import { requireUser } from "@/lib/auth/guard";
import { ATTORNEY_NOT_FOUND, attorneyOrderSchema } from "@/lib/collections/attorney";
import { setAttorneyOrder } from "@/lib/services/attorneys";

export const dynamic = "force-dynamic";

export const PATCH = handler<{ id: string }>(async (request, context) => {
  const user = await requireUser(request, "admin");
  const id = await idParam(context, ATTORNEY_NOT_FOUND);
  const { order } = await parseBody(request, attorneyOrderSchema);
  return json({ attorney: await setAttorneyOrder(id, order, user) });
});
