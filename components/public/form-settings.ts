import { EMAIL_MAX } from "@/lib/collections/fields";
import { HONEYPOT_FIELD, INBOX_LIMITS } from "@/lib/collections/inbox";
import type { OfficeHours } from "@/lib/firm";

/**
 * What the public forms need from the collection definitions when they first render, read on the
 * server and handed to the forms as props. The zod schemas themselves load in the browser only
 * once a visitor starts filling a form (see use-json-form.ts). Client components import only the
 * types from here.
 */
export const CONTACT_FORM = {
  honeypot: HONEYPOT_FIELD,
  maxLength: { name: INBOX_LIMITS.name.max, email: EMAIL_MAX, phone: INBOX_LIMITS.phone.max, message: INBOX_LIMITS.message.max },
};
export type ContactFormSettings = typeof CONTACT_FORM;

/** The consultation form also checks the preferred date against the office hours staff saved. */
export function consultationFormSettings(officeHours: OfficeHours) {
  return {
    honeypot: HONEYPOT_FIELD,
    maxLength: { name: INBOX_LIMITS.name.max, email: EMAIL_MAX, phone: INBOX_LIMITS.phone.max, description: INBOX_LIMITS.description.max },
    officeHours,
  };
}
export type ConsultationFormSettings = ReturnType<typeof consultationFormSettings>;
