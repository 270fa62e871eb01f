import { handler } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { requireUser } from "@/lib/auth/guard";
import { listUsers } from "@/lib/services/users";

export const dynamic = "force-dynamic";

export const GET = handler(async (request) => {
  await requireUser(request, "superadmin");
  return json({ users: await listUsers() });
});
