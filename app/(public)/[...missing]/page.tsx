import { notFound } from "next/navigation";

// The server-rendered head takes its metadata from the not-found page, the flight data from this
// page: both say the same, or the title changes once the page hydrates.
export { metadata } from "../not-found";

/**
 * Every address no other route has ends here, so that the site's own 404 page (../not-found.tsx)
 * renders inside the public layout. A root not-found page would need the stylesheet itself, and
 * Next.js would then put that stylesheet a second time into every page's flight data.
 */
export default function MissingPage(): never {
  notFound();
}
