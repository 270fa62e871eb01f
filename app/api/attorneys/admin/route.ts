import { handler } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { requireUser } from "@/lib/auth/guard";
import { listAdminAttorneys } from "@/lib/services/attorneys";

export const dynamic = "force-dynamic";

export const GET = handler(async (request) => {
  await requireUser(request, "admin");
  return json({ attorneys: await listAdminAttorneys() });
});
