import { handler } from "@/lib/api/handler";
import { parseBody } from "@/lib/api/body";
import { json } from "@/lib/api/respond";
import { requireUser } from "@/lib/auth/guard";
import { firmContactInputSchema } from "@/lib/collections/firm";
import { getFirmContact, updateFirmContact } from "@/lib/services/firm";

export const dynamic = "force-dynamic";

export const GET = handler(async (request) => {
  await requireUser(request, "admin");
  return json({ contact: await getFirmContact() });
});

export const PUT = handler(async (request) => {
  await requireUser(request, "admin");
  const input = await parseBody(request, firmContactInputSchema);
  return json({ contact: await updateFirmContact(input) });
});
