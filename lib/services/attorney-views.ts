import { ADMIN_ATTORNEY_FIELDS, ATTORNEY_DEFAULTS, PUBLIC_ATTORNEY_FIELDS } from "../collections/attorney";
import type { AttorneyDoc } from "@/models/Attorney";

/** An attorney as read from the database; the timestamps are absent on records written before they existed. */
export type StoredAttorney = AttorneyDoc & { createdAt?: Date; updatedAt?: Date };

type Field<T> = (doc: StoredAttorney) => T;

/** Fields both audiences see the same way, with the value an older record lacking them shows. */
const SHARED = {
  name: (doc) => doc.name,
  title: (doc) => doc.title,
  reviews: (doc) => doc.reviews ?? ATTORNEY_DEFAULTS.reviews,
  rating: (doc) => doc.rating ?? ATTORNEY_DEFAULTS.rating,
  location: (doc) => doc.location,
  specialties: (doc) => doc.specialties ?? [],
  bio: (doc) => doc.bio,
  education: (doc) => doc.education ?? [],
  order: (doc) => doc.order ?? ATTORNEY_DEFAULTS.order,
} satisfies Record<string, Field<unknown>>;

/** Visitors see the e-mail address only when there is one, and of the portrait only its address. */
const PUBLIC_VALUES = {
  ...SHARED,
  contact: (doc): { address: string; phone: string; email?: string } => ({
    address: doc.contact?.address ?? "",
    phone: doc.contact?.phone ?? "",
    ...(doc.contact?.email ? { email: doc.contact.email } : {}),
  }),
  image: (doc): { url: string } | null => (doc.image?.url ? { url: doc.image.url } : null),
} satisfies Record<(typeof PUBLIC_ATTORNEY_FIELDS)[number], Field<unknown>>;

/** Staff see every stored detail of the portrait, the visibility switch and who changed the record last. */
const ADMIN_VALUES = {
  ...SHARED,
  contact: (doc) => ({ address: doc.contact?.address ?? "", phone: doc.contact?.phone ?? "", email: doc.contact?.email ?? "" }),
  image: (doc): { id?: string; url: string; width?: number; height?: number; size?: number; format?: string } | null =>
    doc.image?.url
      ? {
          url: doc.image.url,
          ...(doc.image.id ? { id: doc.image.id } : {}),
          ...(doc.image.width != null ? { width: doc.image.width } : {}),
          ...(doc.image.height != null ? { height: doc.image.height } : {}),
          ...(doc.image.size != null ? { size: doc.image.size } : {}),
          ...(doc.image.format ? { format: doc.image.format } : {}),
        }
      : null,
  isActive: (doc) => doc.isActive !== false,
  lastModifiedBy: (doc): { firstName: string; lastName: string } | null =>
    doc.lastModifiedBy ? { firstName: doc.lastModifiedBy.firstName ?? "", lastName: doc.lastModifiedBy.lastName ?? "" } : null,
  createdAt: (doc): Date | undefined => doc.createdAt,
  updatedAt: (doc): Date | undefined => doc.updatedAt,
} satisfies Record<(typeof ADMIN_ATTORNEY_FIELDS)[number], Field<unknown>>;

/** A view's type, from its field list: a field that may be absent is optional, as JSON leaves it out. */
type View<Fields extends readonly string[], Values extends Record<Fields[number], Field<unknown>>> = Flat<
  { _id: string } & { [K in Fields[number] as undefined extends ReturnType<Values[K]> ? never : K]: ReturnType<Values[K]> } & {
    [K in Fields[number] as undefined extends ReturnType<Values[K]> ? K : never]?: Exclude<ReturnType<Values[K]>, undefined>;
  }
>;
type Flat<T> = { [K in keyof T]: T[K] };

/** What visitors may see of an attorney: no staff notes, no audit fields. */
export type PublicAttorney = View<typeof PUBLIC_ATTORNEY_FIELDS, typeof PUBLIC_VALUES>;
/** An attorney as the back office sees it, with who changed it last and when. */
export type AdminAttorney = View<typeof ADMIN_ATTORNEY_FIELDS, typeof ADMIN_VALUES>;

/** Builds a view in the order of its field list, which is the order of the JSON sent. */
function project<Fields extends readonly string[], Values extends Record<Fields[number], Field<unknown>>>(
  doc: StoredAttorney,
  fields: Fields,
  values: Values,
): View<Fields, Values> {
  const view: Record<string, unknown> = { _id: String(doc._id) };
  for (const field of fields) view[field] = values[field as Fields[number]](doc);
  return view as View<Fields, Values>;
}

export function toPublicAttorney(doc: StoredAttorney): PublicAttorney {
  return project(doc, PUBLIC_ATTORNEY_FIELDS, PUBLIC_VALUES);
}

export function toAdminAttorney(doc: StoredAttorney): AdminAttorney {
  return project(doc, ADMIN_ATTORNEY_FIELDS, ADMIN_VALUES);
}
