import { handler } from "@/lib/api/handler";
import { parseBody } from "@/lib/api/body";
import { json } from "@/lib/api/respond";
import { contactInputSchema } from "@/lib/collections/inbox";
import { clientAddress } from "@/lib/rate-limit";
import { countContactMessage, receiveContactMessage } from "@/lib/services/inbox";
import { TEXTS } from "@/lib/texts";

export const dynamic = "force-dynamic";

export const POST = handler(async (request) => {
  const address = clientAddress(request);
  const input = await parseBody(request, contactInputSchema, { limit: () => countContactMessage(address) });
  const reference = await receiveContactMessage(input);
  return json({ message: TEXTS.contactThanks, reference }, 201);
});
