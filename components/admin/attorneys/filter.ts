import type { AttorneyRecord } from "../types";

export type StatusFilter = "all" | "active" | "inactive";

export const ATTORNEY_STATUS_OPTIONS: readonly { value: StatusFilter; label: string }[] = [
  { value: "all", label: "All Members" },
  { value: "active", label: "Active Only" },
  { value: "inactive", label: "Inactive Only" },
];

/** Search by name, title or any specialty (case-insensitive) and status; sorted by order ascending. */
export function filterAttorneys(list: readonly AttorneyRecord[], search: string, status: StatusFilter): AttorneyRecord[] {
  const needle = search.trim().toLowerCase();
  return list
    .filter((attorney) => status === "all" || attorney.isActive === (status === "active"))
    .filter(
      (attorney) =>
        !needle ||
        attorney.name.toLowerCase().includes(needle) ||
        attorney.title.toLowerCase().includes(needle) ||
        attorney.specialties.some((specialty) => specialty.toLowerCase().includes(needle)),
    )
    .sort((a, b) => a.order - b.order);
}
