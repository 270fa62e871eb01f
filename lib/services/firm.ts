import { z } from "zod";
import { DEFAULT_FIRM_CONTACT, type FirmContact } from "../firm";
import { email, maxLength } from "../collections/fields";
import { PHONE_PATTERN } from "../collections/attorney";
import { cached, CACHE_TAGS, invalidate } from "../cache";
import { connectToDatabase } from "../db/connect";
import { Setting } from "@/models/Setting";

const FIRM_CONTACT_KEY = "firmContact";

const httpsUrl = z.union([z.literal(""), z.url({ protocol: /^https$/, error: "Must be an https address" })]).optional();

export const firmContactInputSchema = z.object({
  address: z.string().trim().min(5, "Address is required").max(200),
  phone: z.string().trim().max(...maxLength(40, "Phone is too long")).min(5, "Phone is required").regex(PHONE_PATTERN, "Phone is invalid"),
  emails: z.tuple([email("First email"), email("Second email")]),
  social: z.object({ facebook: httpsUrl, linkedin: httpsUrl, x: httpsUrl }).default({}),
});

async function loadFirmContact(): Promise<FirmContact> {
  await connectToDatabase();
  const stored = await Setting.findOne({ key: FIRM_CONTACT_KEY }).lean();
  const parsed = firmContactInputSchema.safeParse(stored?.value);
  if (!parsed.success) return DEFAULT_FIRM_CONTACT;
  const social = Object.fromEntries(Object.entries(parsed.data.social).filter(([, url]) => url)) as FirmContact["social"];
  return { ...parsed.data, social };
}

/**
 * The firm's contact details as staff last saved them, falling back to the defaults. Every page
 * shows them, so they come from the cache (the last good value while the database is down).
 */
export function getFirmContact(): Promise<FirmContact> {
  return cached(CACHE_TAGS.firm, "contact", loadFirmContact);
}

export async function updateFirmContact(input: z.infer<typeof firmContactInputSchema>): Promise<FirmContact> {
  await Setting.updateOne({ key: FIRM_CONTACT_KEY }, { $set: { value: input } }, { upsert: true });
  invalidate(CACHE_TAGS.firm);
  return getFirmContact();
}
