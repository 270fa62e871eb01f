import { DEFAULT_FIRM_CONTACT } from "@/lib/firm";
import type { PublicAttorney } from "@/lib/services/public-attorneys";
import { bioParagraphs } from "./AttorneyDialog";
import { firmStructuredData, serializeJsonLd } from "./structured-data";

const attorney: PublicAttorney = {
  _id: "65f000000000000000000001",
  name: "Fatmata Kamara",
  title: "Senior Partner",
  reviews: 12,
  rating: 5,
  location: "Freetown",
  specialties: ["Family Law"],
  bio: "One.\n\nTwo.",
  education: [],
  contact: { address: "12 Siaka Stevens Street", phone: "+232 76 123 401" },
  image: { url: "/uploads/a.webp" },
  order: 0,
};

test("the firm is a LegalService with address, telephone and Monday to Friday 09:00-17:00", () => {
  const data = firmStructuredData(DEFAULT_FIRM_CONTACT, [attorney], "https://example.sl");
  const [firm, person] = data["@graph"] as Record<string, unknown>[];
  expect(firm["@type"]).toBe("LegalService");
  expect(firm.telephone).toBe(DEFAULT_FIRM_CONTACT.phone);
  expect(firm.address).toMatchObject({ "@type": "PostalAddress", streetAddress: DEFAULT_FIRM_CONTACT.address, addressCountry: "SL" });
  expect(firm.openingHoursSpecification).toEqual([
    { "@type": "OpeningHoursSpecification", dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "09:00", closes: "17:00" },
  ]);
  expect(firm).not.toHaveProperty("sameAs");
  expect(person).toMatchObject({ "@type": "Person", name: "Fatmata Kamara", jobTitle: "Senior Partner", image: "https://example.sl/uploads/a.webp" });
  expect(person).not.toHaveProperty("email");
});

test("the opening hours follow the hours staff saved, one entry per period", () => {
  const contact = {
    ...DEFAULT_FIRM_CONTACT,
    officeHours: [
      { days: [1, 2, 3, 4, 5] as (1 | 2 | 3 | 4 | 5)[], opens: "08:30", closes: "16:30" },
      { days: [6] as 6[], opens: "09:00", closes: "13:00" },
    ],
  };
  const [firm] = firmStructuredData(contact, [], "https://example.sl")["@graph"] as Record<string, unknown>[];
  expect(firm.openingHoursSpecification).toEqual([
    { "@type": "OpeningHoursSpecification", dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "08:30", closes: "16:30" },
    { "@type": "OpeningHoursSpecification", dayOfWeek: ["Saturday"], opens: "09:00", closes: "13:00" },
  ]);
});

test("serialized JSON cannot close its script element", () => {
  const text = serializeJsonLd({ name: "</script><script>alert(1)</script>" });
  expect(text).not.toContain("<");
  expect(JSON.parse(text)).toEqual({ name: "</script><script>alert(1)</script>" });
});

test("bio paragraphs are split on blank lines", () => {
  expect(bioParagraphs("First line\nstill first.\n\n  \nSecond.\n\n\nThird.  ")).toEqual(["First line\nstill first.", "Second.", "Third."]);
  expect(bioParagraphs("")).toEqual([]);
});
