/**
 * The firm's own facts. The defaults here seed the site; staff can change the contact details
 * (stored in the settings collection) and every page and the chat read them from there.
 */
export const FIRM_NAME = "Kamara & Associates Chambers";
export const FIRM_SHORT_NAME = "Kamara & Associates";
export const FIRM_TIMEZONE = "Africa/Freetown";

export interface FirmContact {
  address: string;
  phone: string;
  emails: [string, string];
  /** Social profile addresses; an icon is shown only for those configured. */
  social: { facebook?: string; linkedin?: string; x?: string };
  /** Who is emailed about each new request; empty means the general email (the first one). */
  notificationEmails: string[];
  /** Who a visitor in danger should call, as staff set them; none until staff add them. */
  emergencyContacts: EmergencyContact[];
}

export interface EmergencyContact {
  name: string;
  phone: string;
}

export const DEFAULT_FIRM_CONTACT: FirmContact = {
  address: "12 Siaka Stevens Street, Freetown, Sierra Leone",
  phone: "+232 76 123 456",
  emails: ["info@kamarachambers.sl", "consult@kamarachambers.sl"],
  social: {},
  notificationEmails: [],
  emergencyContacts: [],
};

/** Monday to Friday, 9 AM to 5 PM, Freetown time (GMT, no daylight saving). */
export const OFFICE_HOURS = {
  label: "Monday to Friday 9 AM to 5 PM",
  days: [1, 2, 3, 4, 5],
  opensAtHour: 9,
  closesAtHour: 17,
} as const;

export const PRACTICE_AREAS = [
  { slug: "family", name: "Family Law" },
  { slug: "business", name: "Business Law" },
  { slug: "shipping", name: "Shipping Law" },
  { slug: "land", name: "Land Law" },
  { slug: "arbitration", name: "Arbitration" },
  { slug: "contract", name: "Contract Law" },
  { slug: "criminal", name: "Criminal Law" },
] as const;

export type PracticeAreaSlug = (typeof PRACTICE_AREAS)[number]["slug"];
export const PRACTICE_AREA_SLUGS = PRACTICE_AREAS.map((area) => area.slug) as [PracticeAreaSlug, ...PracticeAreaSlug[]];
