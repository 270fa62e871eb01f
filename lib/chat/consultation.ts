import { consultationInputSchema, type ConsultationInput } from "../collections/inbox";
import { validationError } from "../api/validation";
import { Attorney } from "@/models/Attorney";
import { ConsultationRequest } from "@/models/ConsultationRequest";

/** Stores a consultation request taken in the chat, where staff see it in the inbox. */
export async function storeChatConsultation(input: ConsultationInput): Promise<{ _id: string }> {
  const parsed = consultationInputSchema.safeParse(input);
  if (!parsed.success) throw validationError(parsed.error);
  const { attorneyId, email, phone, practiceArea, preferredDate, name, description } = parsed.data;
  const attorney = attorneyId ? await Attorney.findOne({ _id: attorneyId, isActive: true }).select("name").lean() : null;
  const doc = await ConsultationRequest.create({
    name,
    email: email ?? "",
    phone: phone ?? "",
    practiceArea: practiceArea ?? null,
    attorney: attorney ? { id: attorney._id, name: attorney.name } : null,
    preferredDate: preferredDate ?? "",
    description,
    source: "chat",
  });
  return { _id: String(doc._id) };
}
