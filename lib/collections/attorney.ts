import { z } from "zod";
import { email, text, textList, wholeNumber } from "./fields";

/** The team member (attorney) collection: limits, defaults and the input schema. */
export const ATTORNEY_LIMITS = {
  name: { min: 2, max: 100 },
  title: { min: 2, max: 120 },
  location: { min: 2, max: 120 },
  bio: { min: 10, max: 8000 },
  specialty: { min: 1, max: 60 },
  specialtiesMax: 20,
  education: { min: 1, max: 200 },
  educationMax: 20,
  address: { min: 2, max: 200 },
  phone: { min: 5, max: 40 },
  reviews: { min: 0, max: 1_000_000 },
  rating: { min: 1, max: 5 },
  order: { min: 0, max: 100_000 },
} as const;

export const ATTORNEY_DEFAULTS = {
  reviews: 0,
  rating: 5,
  order: 0,
  isActive: true,
} as const;

/** What visitors see of an attorney, in the order it is sent; the database reads only these for them. */
export const PUBLIC_ATTORNEY_FIELDS = [
  "name",
  "title",
  "reviews",
  "rating",
  "location",
  "specialties",
  "bio",
  "education",
  "contact",
  "image",
  "order",
] as const;
/** What the back office sees: the public fields, then visibility and the audit fields. */
export const ADMIN_ATTORNEY_FIELDS = [...PUBLIC_ATTORNEY_FIELDS, "isActive", "lastModifiedBy", "createdAt", "updatedAt"] as const;

export const PHONE_PATTERN = /^[+()0-9\s.-]+$/;

const L = ATTORNEY_LIMITS;

const attorneyImageSchema = z.object({
  id: z.string().trim().max(100).optional(),
  url: z
    .string({ error: "Please upload an image" })
    .trim()
    .min(1, "Please upload an image")
    .max(500)
    .refine((url) => url.startsWith("/") || /^https:\/\//.test(url), "Image url must be a site path or https address"),
  width: z.number().int().min(0).optional(),
  height: z.number().int().min(0).optional(),
  size: z.number().int().min(0).optional(),
  format: z.string().max(20).optional(),
});

export const attorneyInputSchema = z.object({
  name: text(L.name, "Full Name"),
  title: text(L.title, "Title/Position"),
  location: text(L.location, "Location"),
  bio: text(L.bio, "Bio"),
  specialties: textList(L.specialty, L.specialtiesMax, "Specialties").default([]),
  education: textList(L.education, L.educationMax, "Education").default([]),
  reviews: wholeNumber(L.reviews, "Number of reviews").default(ATTORNEY_DEFAULTS.reviews),
  rating: wholeNumber(L.rating, "Rating").default(ATTORNEY_DEFAULTS.rating),
  order: wholeNumber(L.order, "Display order").default(ATTORNEY_DEFAULTS.order),
  isActive: z.boolean({ error: "Active must be true or false" }).default(ATTORNEY_DEFAULTS.isActive),
  contact: z.object(
    {
      address: text(L.address, "Contact address"),
      phone: text(L.phone, "Contact phone").regex(PHONE_PATTERN, "Contact phone is invalid"),
      email: email("Contact email"),
    },
    { error: "Contact details are required" },
  ),
  image: attorneyImageSchema.nullable().refine((image) => image !== null, "Please upload an image"),
});

export type AttorneyInput = z.infer<typeof attorneyInputSchema>;

/** A new member without a display order goes to the end of the list. */
export const attorneyCreateSchema = attorneyInputSchema.extend({ order: attorneyInputSchema.shape.order.unwrap().optional() });
export type AttorneyCreateInput = z.infer<typeof attorneyCreateSchema>;

export const attorneyStatusSchema = z.object({ isActive: z.boolean({ error: "isActive must be true or false" }) });
export const attorneyOrderSchema = z.object({ order: wholeNumber(L.order, "Order") });

export const ATTORNEY_NOT_FOUND = "Attorney not found";
