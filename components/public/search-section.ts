/** The anchor of the "Need Legal Assistance" search, which the consultation steps link to. */
export const SEARCH_SECTION_ID = "search";
