import { practiceAreasOf } from "@/lib/firm";

export interface SearchableAttorney {
  _id: string;
  name: string;
  title: string;
  specialties: string[];
}

/** Only what the search needs is sent to the browser with the banner. */
export function searchable(attorneys: readonly SearchableAttorney[]): SearchableAttorney[] {
  return attorneys.map(({ _id, name, title, specialties }) => ({ _id, name, title, specialties }));
}

function normalize(value: string): string {
  return value
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
}

/**
 * Attorneys whose name, title, specialties or practice areas contain every word typed,
 * in their display order. An empty query matches nobody: the banner then shows nothing.
 */
export function searchAttorneys<T extends SearchableAttorney>(attorneys: readonly T[], query: string): T[] {
  const terms = normalize(query)
    .split(/[^\p{L}\p{N}&]+/u)
    .filter(Boolean);
  if (terms.length === 0) return [];
  return attorneys.filter((attorney) => {
    const haystack = normalize(
      [attorney.name, attorney.title, ...attorney.specialties, ...practiceAreasOf(attorney.specialties.map(normalize)).map((area) => area.name)].join(" "),
    );
    return terms.every((term) => haystack.includes(term));
  });
}
