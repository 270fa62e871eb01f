import { z } from "zod";
import { officeHoursLabel, PRACTICE_AREA_SLUGS, type OfficeHours } from "../firm";
import { preferredDayProblem } from "../chat/calendar";
import { email, isObjectIdString, maxLength, optionalText, text } from "./fields";
import { PHONE_PATTERN } from "./attorney";
import { TEXTS } from "../texts";

/** Contact messages and consultation requests: what visitors send and staff read in the inbox. */
export const INBOX_STATUSES = ["new", "read", "handled"] as const;
export type InboxStatus = (typeof INBOX_STATUSES)[number];

export const INBOX_LIMITS = {
  name: { min: 1, max: 100 },
  message: { min: 1, max: 5000 },
  phone: { min: 5, max: 40 },
  description: { min: 1, max: 2000 },
} as const;

/** A hidden field people never see; a bot that fills it is ignored. */
export const HONEYPOT_FIELD = "website";

const phone = z
  .string({ error: "Phone must be text" })
  .trim()
  .max(...maxLength(INBOX_LIMITS.phone.max, "Phone is too long"))
  .refine((value) => value === "" || (value.length >= INBOX_LIMITS.phone.min && PHONE_PATTERN.test(value)), "Phone is invalid")
  .optional();

const optionalEmail = z.union([z.literal(""), email("Email")]).optional();

/** Both public forms accept a phone number or an email address, and need at least one. */
function hasPhoneOrEmail(value: { email?: string; phone?: string }): boolean {
  return Boolean(value.email) || Boolean(value.phone);
}

export const contactInputSchema = z
  .object({
    name: text(INBOX_LIMITS.name, "Name"),
    email: optionalEmail,
    phone,
    message: text(INBOX_LIMITS.message, "Message"),
    [HONEYPOT_FIELD]: z.string().max(500).optional(),
  })
  .refine(hasPhoneOrEmail, { message: TEXTS.phoneOrEmailRequired, path: ["phone"] });
export type ContactInput = z.infer<typeof contactInputSchema>;

/** "YYYY-MM-DD": a day, not an instant, so it means the same day in every time zone. */
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

const INVALID_DATE = "Preferred date is invalid";

/**
 * A consultation request. With the office hours (the website's form, in the browser and on the
 * server) the preferred date must also be a day after today on which the office opens; the
 * chat's booking checks its day at each step instead.
 */
function consultationSchema(officeHours?: OfficeHours) {
  return z
    .object({
      name: text(INBOX_LIMITS.name, "Name"),
      email: optionalEmail,
      phone,
      practiceArea: z.enum(PRACTICE_AREA_SLUGS, { error: "Please choose a practice area" }).optional(),
      attorneyId: z
        .string()
        .max(...maxLength(24, "Unknown attorney"))
        .refine((value) => value === "" || isObjectIdString(value), "Unknown attorney")
        .optional(),
      preferredDate: z
        .string()
        .max(...maxLength(10, INVALID_DATE))
        .superRefine((value, context) => {
          if (value === "") return;
          if (!DAY_PATTERN.test(value) || Number.isNaN(Date.parse(value))) return void context.addIssue({ code: "custom", message: INVALID_DATE });
          if (!officeHours) return;
          const problem = preferredDayProblem(value, new Date(), officeHours);
          if (problem === "past") context.addIssue({ code: "custom", message: TEXTS.dayNotInFuture });
          if (problem === "closed") context.addIssue({ code: "custom", message: TEXTS.closedDay(officeHoursLabel(officeHours)) });
        })
        .optional(),
      description: text(INBOX_LIMITS.description, "Description"),
      [HONEYPOT_FIELD]: optionalText({ min: 0, max: 500 }, "Website"),
    })
    .refine(hasPhoneOrEmail, { message: TEXTS.phoneOrEmailRequired, path: ["phone"] });
}

export const consultationInputSchema = consultationSchema();

/** The website form's request, its preferred date checked against the hours staff saved. */
export function websiteConsultationSchema(officeHours: OfficeHours) {
  return consultationSchema(officeHours);
}
export type ConsultationInput = z.infer<typeof consultationInputSchema>;

export const inboxStatusSchema = z.object({ status: z.enum(INBOX_STATUSES, { error: "Unknown status" }) });

export const CONTACT_MESSAGE_NOT_FOUND = "Message not found";
export const CONSULTATION_NOT_FOUND = "Consultation request not found";
