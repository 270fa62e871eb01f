import { DEFAULT_FIRM_CONTACT, type FirmContact } from "../firm";
import { firmContactInputSchema, type FirmContactInput } from "../collections/firm";
import { cached, CACHE_TAGS, invalidate } from "../cache";
import { connectToDatabase } from "../db/connect";
import { Setting } from "@/models/Setting";

const FIRM_CONTACT_KEY = "firmContact";

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

export async function updateFirmContact(input: FirmContactInput): Promise<FirmContact> {
  // Parsed here as well so every caller stores the complete, normalised shape.
  const value = firmContactInputSchema.parse(input);
  await Setting.updateOne({ key: FIRM_CONTACT_KEY }, { $set: { value } }, { upsert: true });
  invalidate(CACHE_TAGS.firm);
  return getFirmContact();
}
