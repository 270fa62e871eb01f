import type { Role } from "@/lib/collections/user";
import type { InboxStatus } from "@/lib/collections/inbox";

/** The shapes the admin screens receive from the API (dates arrive as ISO strings). */
export interface AdminUser {
  _id: string;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  isActive: boolean;
  createdAt?: string;
  lastLogin?: string | null;
}

export interface AttorneyImage {
  id?: string;
  url: string;
  width?: number;
  height?: number;
  size?: number;
  format?: string;
}

export interface AttorneyRecord {
  _id: string;
  name: string;
  title: string;
  location: string;
  bio: string;
  specialties: string[];
  education: string[];
  reviews: number;
  rating: number;
  order: number;
  isActive: boolean;
  contact: { address: string; phone: string; email: string };
  image: AttorneyImage | null;
  lastModifiedBy?: { firstName?: string; lastName?: string } | null;
  updatedAt?: string;
}

export interface ContactMessageRecord {
  _id: string;
  name: string;
  email: string;
  message: string;
  status: InboxStatus;
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
  createdAt: string;
}
