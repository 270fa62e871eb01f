import { cached, CACHE_TAGS } from "../cache";
import { connectToDatabase } from "../db/connect";
import { Attorney } from "@/models/Attorney";

/** What visitors may see of an attorney: no staff notes, no audit fields. */
export interface PublicAttorney {
  _id: string;
  name: string;
  title: string;
  reviews: number;
  rating: number;
  location: string;
  specialties: string[];
  bio: string;
  education: string[];
  contact: { address: string; phone: string; email?: string };
  image: { url: string } | null;
  order: number;
}

const PUBLIC_FIELDS = "name title reviews rating location specialties bio education contact image.url order";

async function loadActiveAttorneys(): Promise<PublicAttorney[]> {
  await connectToDatabase();
  const docs = await Attorney.find({ isActive: true }).select(PUBLIC_FIELDS).sort({ order: 1, createdAt: 1 }).lean();
  return docs.map((doc) => ({
    _id: String(doc._id),
    name: doc.name,
    title: doc.title,
    reviews: doc.reviews ?? 0,
    rating: doc.rating ?? 5,
    location: doc.location,
    specialties: doc.specialties ?? [],
    bio: doc.bio,
    education: doc.education ?? [],
    contact: {
      address: doc.contact?.address ?? "",
      phone: doc.contact?.phone ?? "",
      ...(doc.contact?.email ? { email: doc.contact.email } : {}),
    },
    image: doc.image?.url ? { url: doc.image.url } : null,
    order: doc.order ?? 0,
  }));
}

/** Active attorneys in display order, from the cache; what the public pages and API show. */
export function listPublicAttorneys(): Promise<PublicAttorney[]> {
  return cached(CACHE_TAGS.attorneys, "public", loadActiveAttorneys);
}
