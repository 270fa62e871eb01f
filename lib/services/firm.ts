import { z } from "zod";
import { DEFAULT_FIRM_CONTACT, DEFAULT_OFFICE_HOURS, minutesOfDay, type FirmContact, type Weekday } from "../firm";
import { email, maxLength } from "../collections/fields";
import { PHONE_PATTERN } from "../collections/attorney";
import { cached, CACHE_TAGS, invalidate } from "../cache";
import { connectToDatabase } from "../db/connect";
import { Setting } from "@/models/Setting";

const FIRM_CONTACT_KEY = "firmContact";

const httpsUrl = z.union([z.literal(""), z.url({ protocol: /^https$/, error: "Must be an https address" })]).optional();

export const EMERGENCY_CONTACTS_MAX = 5;

/** A service a visitor in danger can call ("Police", "Rainbo Centre"); emergency numbers can be three digits. */
const emergencyContactSchema = z.object({
  name: z.string().trim().min(2, "Emergency contact name is required").max(60),
  phone: z.string().trim().min(3, "Emergency contact phone is required").max(40).regex(PHONE_PATTERN, "Emergency contact phone is invalid"),
});

/** wa.me wants the full international number: a +, the country code, 8 to 15 digits in all. */
const whatsapp = z
  .string({ error: "WhatsApp number must be text" })
  .trim()
  .max(40, "WhatsApp number is invalid")
  .refine((value) => value === "" || (/^\+/.test(value) && PHONE_PATTERN.test(value) && /^\d{8,15}$/.test(value.replace(/\D/g, ""))), {
    error: "WhatsApp number must be international, starting with + and the country code",
  });

const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

const officeHoursPeriod = z
  .object({
    days: z
      .array(z.number().int().min(0).max(6), { error: "Choose the days the office is open" })
      .min(1, "Choose at least one day")
      .max(7)
      .refine((days) => new Set(days).size === days.length, "A day is listed twice")
      .transform((days) => [...days].sort((a, b) => a - b) as Weekday[]),
    opens: z.string().regex(TIME_PATTERN, "Opening time is invalid"),
    closes: z.string().regex(TIME_PATTERN, "Closing time is invalid"),
  })
  .refine((period) => minutesOfDay(period.closes) > minutesOfDay(period.opens), {
    error: "Closing time must be after opening time",
    path: ["closes"],
  });

export const officeHoursSchema = z
  .array(officeHoursPeriod, { error: "Office hours must be a list" })
  .min(1, "Give the office hours")
  .max(7, "At most 7 periods of office hours")
  .refine((periods) => {
    const days = periods.flatMap((period) => period.days);
    return new Set(days).size === days.length;
  }, "Each day may appear in only one period of office hours");

export const firmContactInputSchema = z.object({
  address: z.string().trim().min(5, "Address is required").max(200),
  phone: z
    .string()
    .trim()
    .max(...maxLength(40, "Phone is too long"))
    .min(5, "Phone is required")
    .regex(PHONE_PATTERN, "Phone is invalid"),
  whatsapp: whatsapp.default(""),
  emails: z.tuple([email("First email"), email("Second email")]),
  social: z.object({ facebook: httpsUrl, linkedin: httpsUrl, x: httpsUrl }).default({}),
  // Details saved before office hours could be edited keep the hours the site always showed.
  officeHours: officeHoursSchema.default(DEFAULT_OFFICE_HOURS),
  notificationEmails: z
    .array(email("Notification email"))
    .max(5, "At most 5 notification emails")
    .default([])
    .transform((list) => [...new Set(list)]),
  emergencyContacts: z.array(emergencyContactSchema).max(EMERGENCY_CONTACTS_MAX, `At most ${EMERGENCY_CONTACTS_MAX} emergency contacts`).default([]),
});
export type FirmContactInput = z.input<typeof firmContactInputSchema>;

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
