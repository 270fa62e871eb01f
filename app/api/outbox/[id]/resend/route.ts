import { handler } from "@/lib/api/handler";
import { idParam } from "@/lib/api/params";
import { json } from "@/lib/api/respond";
import { requireUser } from "@/lib/auth/guard";
import { MAIL_NOT_FOUND } from "@/lib/collections/outbox";
import { resendMail } from "@/lib/services/outbox";

export const dynamic = "force-dynamic";

export const POST = handler<{ id: string }>(async (request, context) => {
  await requireUser(request, "admin");
  return json({ mail: await resendMail(await idParam(context, MAIL_NOT_FOUND)) });
});
