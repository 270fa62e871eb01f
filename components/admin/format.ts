/** How the admin screens write people and dates. */
export function fullName(person: { firstName?: string; lastName?: string }): string {
  return [person.firstName, person.lastName].filter(Boolean).join(" ");
}

/** Dates in the visitor's own locale, as the specification asks. */
export function localDate(value: string | Date | null | undefined): string {
  if (!value) return "";
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? "" : date.toLocaleDateString();
}
