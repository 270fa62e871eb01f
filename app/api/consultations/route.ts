import { handler } from "@/lib/api/handler";
import { parseBody } from "@/lib/api/body";
import { json } from "@/lib/api/respond";
import { consultationInputSchema } from "@/lib/collections/inbox";
import { clientAddress } from "@/lib/rate-limit";
import { countConsultationRequest, receiveConsultationRequest } from "@/lib/services/inbox";
import { TEXTS } from "@/lib/texts";

export const dynamic = "force-dynamic";

export const POST = handler(async (request) => {
  const address = clientAddress(request);
  const input = await parseBody(request, consultationInputSchema, { limit: () => countConsultationRequest(address) });
  await receiveConsultationRequest(input);
  return json({ message: TEXTS.consultationThanks }, 201);
});
