import { FIRM_NAME, PRACTICE_AREAS, WEEKDAY_NAMES, type FirmContact } from "@/lib/firm";
import type { PublicAttorney } from "@/lib/services/public-attorneys";

/** schema.org description of the firm (LegalService) and each active attorney (Person). */
export function firmStructuredData(contact: FirmContact, attorneys: readonly PublicAttorney[], baseUrl: string) {
  const firmId = `${baseUrl}/#firm`;
  const sameAs = Object.values(contact.social).filter(Boolean);
  return {
    "@context": "https://schema.org",
    "@graph": [
      {
        "@type": "LegalService",
        "@id": firmId,
        name: FIRM_NAME,
        url: `${baseUrl}/`,
        logo: `${baseUrl}/logo.svg`,
        image: `${baseUrl}/og-image.png`,
        telephone: contact.phone,
        email: contact.emails[0],
        address: {
          "@type": "PostalAddress",
          streetAddress: contact.address,
          addressLocality: "Freetown",
          addressCountry: "SL",
        },
        areaServed: { "@type": "Country", name: "Sierra Leone" },
        knowsAbout: PRACTICE_AREAS.map((area) => area.name),
        openingHoursSpecification: contact.officeHours.map((period) => ({
          "@type": "OpeningHoursSpecification",
          dayOfWeek: period.days.map((day) => WEEKDAY_NAMES[day]),
          opens: period.opens,
          closes: period.closes,
        })),
        ...(sameAs.length > 0 ? { sameAs } : {}),
      },
      ...attorneys.map((attorney) => ({
        "@type": "Person",
        "@id": `${baseUrl}/attorney#${attorney._id}`,
        name: attorney.name,
        jobTitle: attorney.title,
        worksFor: { "@id": firmId },
        workLocation: { "@type": "Place", name: attorney.location },
        knowsAbout: attorney.specialties,
        telephone: attorney.contact.phone,
        ...(attorney.contact.email ? { email: attorney.contact.email } : {}),
        ...(attorney.image ? { image: new URL(attorney.image.url, `${baseUrl}/`).toString() } : {}),
      })),
    ],
  };
}

/** JSON for an inline script: `<` escaped so no text can close the script element early. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
