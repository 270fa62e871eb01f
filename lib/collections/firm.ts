import { z } from "zod";
import { DEFAULT_OFFICE_HOURS, minutesOfDay, type Weekday } from "../firm";
import { email, maxLength } from "./fields";
import { PHONE_PATTERN } from "./attorney";

const httpsUrl = z.union([z.literal(""), z.url({ protocol: /^https$/, error: "Must be an https address" })]).optional();

const EMERGENCY_CONTACTS_MAX = 5;

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

/**
 * The firm's contact details (one entry of the settings collection): what staff may save, and
 * through z.infer the shape every page, the chat and the mail read (`FirmContact`, lib/firm.ts).
 */
export const firmContactInputSchema = z.object({
  address: z.string().trim().min(5, "Address is required").max(200),
  phone: z
    .string()
    .trim()
    .max(...maxLength(40, "Phone is too long"))
    .min(5, "Phone is required")
    .regex(PHONE_PATTERN, "Phone is invalid"),
  /** International number ("+232 …") for WhatsApp click-to-chat; empty when the firm has none. */
  whatsapp: whatsapp.default(""),
  emails: z.tuple([email("First email"), email("Second email")]),
  /** Social profile addresses; an icon is shown only for those configured. */
  social: z.object({ facebook: httpsUrl, linkedin: httpsUrl, x: httpsUrl }).default({}),
  // Details saved before office hours could be edited keep the hours the site always showed.
  officeHours: officeHoursSchema.default(DEFAULT_OFFICE_HOURS),
  /** Who is emailed about each new request; empty means the general email (the first one). */
  notificationEmails: z
    .array(email("Notification email"))
    .max(5, "At most 5 notification emails")
    .default([])
    .transform((list) => [...new Set(list)]),
  /** Who a visitor in danger should call, as staff set them; none until staff add them. */
  emergencyContacts: z.array(emergencyContactSchema).max(EMERGENCY_CONTACTS_MAX, `At most ${EMERGENCY_CONTACTS_MAX} emergency contacts`).default([]),
});
export type FirmContactInput = z.input<typeof firmContactInputSchema>;
