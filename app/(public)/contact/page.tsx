import { ContactSection } from "@/components/public/ContactSection";
import { loadFirmContact } from "@/components/public/data";
import { pageMetadata } from "@/components/public/metadata";
import { FIRM_NAME, officeHoursLabel } from "@/lib/firm";

export const dynamic = "force-dynamic";

export async function generateMetadata() {
  const { officeHours } = await loadFirmContact();
  return pageMetadata({
    title: "Contact",
    description: `Visit, call or write to ${FIRM_NAME} in Freetown, Sierra Leone. Office hours ${officeHoursLabel(officeHours)}.`,
    path: "/contact",
  });
}

export default async function ContactPage() {
  return <ContactSection contact={await loadFirmContact()} headingLevel="h1" />;
}
