import { handler } from "@/lib/api/handler";
import { parseBody } from "@/lib/api/body";
import { idParam } from "@/lib/api/params";
import { json } from "@/lib/api/respond";
import { requireUser } from "@/lib/auth/guard";
import { ATTORNEY_NOT_FOUND, attorneyInputSchema } from "@/lib/collections/attorney";
import { deleteAttorney, getAttorney, updateAttorney } from "@/lib/services/attorneys";
import { TEXTS } from "@/lib/texts";

export const dynamic = "force-dynamic";

export const GET = handler<{ id: string }>(async (request, context) => {
  await requireUser(request, "admin");
  return json({ attorney: await getAttorney(await idParam(context, ATTORNEY_NOT_FOUND)) });
});

export const PUT = handler<{ id: string }>(
  async (request, context) => {
    const user = await requireUser(request, "admin");
    const id = await idParam(context, ATTORNEY_NOT_FOUND);
    const input = await parseBody(request, attorneyInputSchema);
    return json({ attorney: await updateAttorney(id, input, user) });
  },
  { failureMessage: TEXTS.attorneySaveFailed },
);

export const DELETE = handler<{ id: string }>(async (request, context) => {
  await requireUser(request, "admin");
  await deleteAttorney(await idParam(context, ATTORNEY_NOT_FOUND));
  return json({ message: "Attorney deleted" });
});
