import type { Role } from "@/lib/collections/user";
import type { AdminUser } from "../types";

export type RoleFilter = "all" | Role;
export type UserStatusFilter = "all" | "active" | "inactive";

export const ROLE_FILTER_OPTIONS: readonly { value: RoleFilter; label: string }[] = [
  { value: "all", label: "All Roles" },
  { value: "superadmin", label: "Super Admin" },
  { value: "admin", label: "Admin" },
];

export const USER_STATUS_OPTIONS: readonly { value: UserStatusFilter; label: string }[] = [
  { value: "all", label: "All Statuses" },
  { value: "active", label: "Active Only" },
  { value: "inactive", label: "Inactive Only" },
];

function created(user: AdminUser): number {
  const time = user.createdAt ? Date.parse(user.createdAt) : 0;
  return Number.isNaN(time) ? 0 : time;
}

/** Search by first name, last name, email or username; role and status filters; newest first. */
export function filterUsers(list: readonly AdminUser[], search: string, role: RoleFilter, status: UserStatusFilter): AdminUser[] {
  const needle = search.trim().toLowerCase();
  return list
    .filter((user) => role === "all" || user.role === role)
    .filter((user) => status === "all" || user.isActive === (status === "active"))
    .filter((user) => !needle || [user.firstName, user.lastName, user.email, user.username].some((value) => value?.toLowerCase().includes(needle)))
    .sort((a, b) => created(b) - created(a));
}

export function initials(user: Pick<AdminUser, "firstName" | "lastName">): string {
  return `${user.firstName?.charAt(0) ?? ""}${user.lastName?.charAt(0) ?? ""}`.toUpperCase();
}
