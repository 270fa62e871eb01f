import { handler } from "@/lib/api/handler";
import { parseBody } from "@/lib/api/body";
import { json } from "@/lib/api/respond";
import { requireUser } from "@/lib/auth/guard";
import { attorneyCreateSchema } from "@/lib/collections/attorney";
import { createAttorney } from "@/lib/services/attorneys";
import { listPublicAttorneys } from "@/lib/services/public-attorneys";
import { TEXTS } from "@/lib/texts";

export const dynamic = "force-dynamic";

/** The public team list: active attorneys only, public fields only. */
export const GET = handler(async () => json({ attorneys: await listPublicAttorneys() }));

export const POST = handler(
  async (request) => {
    const user = await requireUser(request, "admin");
    const input = await parseBody(request, attorneyCreateSchema);
    return json({ attorney: await createAttorney(input, user) }, 201);
  },
  { failureMessage: TEXTS.attorneySaveFailed },
);
