import { handler } from "@/lib/api/handler";
import { parseBody } from "@/lib/api/body";
import { json } from "@/lib/api/respond";
import { requireUser } from "@/lib/auth/guard";
import { registerInputSchema } from "@/lib/collections/user";
import { registerUser } from "@/lib/services/users";
import { TEXTS } from "@/lib/texts";

export const dynamic = "force-dynamic";

export const POST = handler(
  async (request) => {
    await requireUser(request, "superadmin");
    const input = await parseBody(request, registerInputSchema);
    return json({ user: await registerUser(input) }, 201);
  },
  { failureMessage: TEXTS.registrationFailed },
);
