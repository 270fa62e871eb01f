import { handler } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { requireUser } from "@/lib/auth/guard";
import { listOutbox } from "@/lib/services/outbox";

export const dynamic = "force-dynamic";

export const GET = handler(async (request) => {
  await requireUser(request, "admin");
  return json(await listOutbox());
});
