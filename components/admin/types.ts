import type { Serialized } from "@/lib/api/serialized";
import type { AdminAttorney } from "@/lib/services/attorneys";
import type { PublicUser } from "@/lib/services/users";
import type { Inbox, InboxConsultation, InboxContactMessage } from "@/lib/services/inbox";
import type { OutboxEntry, OutboxListing } from "@/lib/services/outbox";

/** The shapes the admin screens receive from the API, derived from what the server sends. */
export type AdminUser = Serialized<PublicUser>;

export type AttorneyRecord = Serialized<AdminAttorney>;
/** An uploaded image as an attorney record carries it, and as the upload answers it. */
export type ImageRecord = NonNullable<AttorneyRecord["image"]>;

export type ContactMessageRecord = Serialized<InboxContactMessage>;
export type ConsultationRecord = Serialized<InboxConsultation>;
export type InboxRecord = Serialized<Inbox>;

export type OutboxMailRecord = Serialized<OutboxEntry>;
export type OutboxListingRecord = Serialized<OutboxListing>;
