import { handler } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { requireUser } from "@/lib/auth/guard";
import { toPublicUser } from "@/lib/services/users";

export const dynamic = "force-dynamic";

export const GET = handler(async (request) => {
  const user = await requireUser(request, "admin");
  return json({ user: toPublicUser(user) });
});
