import { ATTORNEY_DEFAULTS } from "@/lib/collections/attorney";
import type { AttorneyImage, AttorneyRecord } from "../types";

/** What the team member form edits; numbers stay text while typed. */
export interface AttorneyFormValues {
  name: string;
  title: string;
  location: string;
  order: string;
  image: AttorneyImage | null;
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
  order: String(ATTORNEY_DEFAULTS.order),
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

function wholeNumber(raw: string): number {
  const value = Number.parseInt(raw, 10);
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/** The body of POST /api/attorneys and PUT /api/attorneys/{id}. */
export function attorneyPayload(values: AttorneyFormValues) {
  const image = values.image;
  return {
    name: values.name,
    title: values.title,
    location: values.location,
    bio: values.bio,
    specialties: values.specialties,
    education: values.education,
    reviews: wholeNumber(values.reviews),
    rating: values.rating,
    order: wholeNumber(values.order),
    isActive: values.isActive,
    contact: { address: values.address, phone: values.phone, email: values.email },
    image: image
      ? { id: image.id, url: image.url, width: image.width, height: image.height, size: image.size, format: image.format }
      : null,
  };
}
