import type { AttorneyRecord } from "../types";

export function attorney(overrides: Partial<AttorneyRecord> & Pick<AttorneyRecord, "_id" | "name">): AttorneyRecord {
  return {
    title: "Associate",
    location: "Freetown",
    bio: "A long enough biography.",
    specialties: [],
    education: [],
    reviews: 0,
    rating: 5,
    order: 0,
    isActive: true,
    contact: { address: "12 Siaka Stevens Street", phone: "+232 76 000 000", email: "someone@example.com" },
    image: { url: "/uploads/a.webp" },
    lastModifiedBy: { firstName: "Aminata", lastName: "Sesay" },
    updatedAt: "2026-04-02T12:00:00.000Z",
    ...overrides,
  };
}

export const ATTORNEYS: AttorneyRecord[] = [
  attorney({ _id: "a1", name: "Fatmata Kamara", title: "Senior Partner", specialties: ["Family Law"], order: 2 }),
  attorney({ _id: "a2", name: "Isatu Bangura", title: "Partner", specialties: ["Shipping Law", "Arbitration"], order: 1 }),
  attorney({ _id: "a3", name: "Augustine Cole", title: "Of Counsel", specialties: ["Land Law"], order: 3, isActive: false }),
];
