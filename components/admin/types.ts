import type { Serialized } from "@/lib/api/serialized";
import type { AdminAttorney } from "@/lib/services/attorneys";
import type { PublicUser } from "@/lib/services/users";
import type { InboxStatus } from "@/lib/collections/inbox";

/** The shapes the admin screens receive from the API, derived from what the server sends. */
export type AdminUser = Serialized<PublicUser>;

export type AttorneyRecord = Serialized<AdminAttorney>;
export type AttorneyImage = NonNullable<AttorneyRecord["image"]>;

export interface ContactMessageRecord {
  _id: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  status: InboxStatus;
  /** The reference the visitor was given ("KA-7Q3F"); empty on messages from before references. */
  reference?: string;
  createdAt: string;
}

export interface ConsultationRecord {
  _id: string;
  name: string;
  email?: string;
  phone?: string;
  practiceArea?: string | null;
  attorney?: { id?: string; name?: string } | null;
  preferredDate?: string;
  description: string;
  source?: string;
  status: InboxStatus;
  /** The reference the visitor was given ("KA-7Q3F"); empty on requests from before references. */
  reference?: string;
  createdAt: string;
}
