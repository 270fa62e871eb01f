import { ATTORNEY_DEFAULTS } from "@/lib/collections/attorney";
import type { ImageRecord, AttorneyRecord } from "../types";

/** What the team member form edits; numbers stay text while typed. */
export interface AttorneyFormValues {
  name: string;
  title: string;
  location: string;
  order: string;
  image: ImageRecord | null;
  rating: number;
  reviews: string;
  specialties: string[];
  bio: string;
  education: string[];
  address: string;
  phone: string;
  email: string;
  isActive: boolean;
}

export const EMPTY_ATTORNEY: AttorneyFormValues = {
  name: "",
  title: "",
  location: "",
  // Left empty, a new member goes to the end of the list.
  order: "",
  image: null,
  rating: ATTORNEY_DEFAULTS.rating,
  reviews: String(ATTORNEY_DEFAULTS.reviews),
  specialties: [],
  bio: "",
  education: [],
  address: "",
  phone: "",
  email: "",
  isActive: ATTORNEY_DEFAULTS.isActive,
};

export function valuesFromAttorney(attorney: AttorneyRecord): AttorneyFormValues {
  return {
    name: attorney.name,
    title: attorney.title,
    location: attorney.location,
    order: String(attorney.order ?? ATTORNEY_DEFAULTS.order),
    image: attorney.image ?? null,
    rating: attorney.rating ?? ATTORNEY_DEFAULTS.rating,
    reviews: String(attorney.reviews ?? ATTORNEY_DEFAULTS.reviews),
    specialties: attorney.specialties ?? [],
    bio: attorney.bio,
    education: attorney.education ?? [],
    address: attorney.contact?.address ?? "",
    phone: attorney.contact?.phone ?? "",
    email: attorney.contact?.email ?? "",
    isActive: attorney.isActive,
  };
}

/** A number field as typed: anything that is not a number becomes 0, never below the minimum. */
export function parseWholeNumber(raw: string): number {
  const value = Number.parseInt(raw, 10);
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/** The body of POST /api/attorneys and PUT /api/attorneys/{id}; an empty order is left out. */
export function attorneyPayload(values: AttorneyFormValues) {
  const image = values.image;
  return {
    name: values.name,
    title: values.title,
    location: values.location,
    bio: values.bio,
    specialties: values.specialties,
    education: values.education,
    reviews: parseWholeNumber(values.reviews),
    rating: values.rating,
    order: values.order.trim() === "" ? undefined : parseWholeNumber(values.order),
    isActive: values.isActive,
    contact: { address: values.address, phone: values.phone, email: values.email },
    image: image ? { id: image.id, url: image.url, width: image.width, height: image.height, size: image.size, format: image.format } : null,
  };
}

/** The fields a member cannot be saved without, by their labels on the form. */
const REQUIRED_FIELDS: readonly { key: keyof AttorneyFormValues; label: string }[] = [
  { key: "name", label: "Full Name" },
  { key: "title", label: "Title/Position" },
  { key: "location", label: "Location" },
  { key: "image", label: "Profile Image" },
  { key: "bio", label: "Bio" },
  { key: "address", label: "Address" },
  { key: "phone", label: "Phone" },
  { key: "email", label: "Email" },
];

/** The labels of the required fields still empty, in the form's order. */
export function missingFields(values: AttorneyFormValues): string[] {
  return REQUIRED_FIELDS.filter(({ key }) => {
    const value = values[key];
    return value === null || (typeof value === "string" && value.trim() === "");
  }).map(({ label }) => label);
}
