import { cached, CACHE_TAGS } from "../cache";
import { PUBLIC_ATTORNEY_FIELDS } from "../collections/attorney";
import { connectToDatabase } from "../db/connect";
import { toPublicAttorney, type PublicAttorney, type StoredAttorney } from "./attorney-views";
import { Attorney } from "@/models/Attorney";

export type { PublicAttorney };

async function loadActiveAttorneys(): Promise<PublicAttorney[]> {
  await connectToDatabase();
  const docs = await Attorney.find({ isActive: true }).select(PUBLIC_ATTORNEY_FIELDS.join(" ")).sort({ order: 1, createdAt: 1 }).lean<StoredAttorney[]>();
  return docs.map(toPublicAttorney);
}

/** Active attorneys in display order, from the cache; what the public pages and API show. */
export function listPublicAttorneys(): Promise<PublicAttorney[]> {
  return cached(CACHE_TAGS.attorneys, "public", loadActiveAttorneys);
}
