import { handler } from "@/lib/api/handler";
import { parseBody } from "@/lib/api/body";
import { json } from "@/lib/api/respond";
import { websiteConsultationSchema } from "@/lib/collections/inbox";
import { clientAddress } from "@/lib/rate-limit";
import { getFirmContact } from "@/lib/services/firm";
import { countConsultationRequest, receiveConsultationRequest } from "@/lib/services/inbox";
import { TEXTS } from "@/lib/texts";

export const dynamic = "force-dynamic";

export const POST = handler(async (request) => {
  const address = clientAddress(request);
  const { officeHours } = await getFirmContact();
  const input = await parseBody(request, websiteConsultationSchema(officeHours), { limit: () => countConsultationRequest(address) });
  const reference = await receiveConsultationRequest(input);
  return json({ message: TEXTS.consultationThanks, reference }, 201);
});
