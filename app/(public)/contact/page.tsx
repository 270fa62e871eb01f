import { ContactSection } from "@/components/public/ContactSection";
import { loadFirmContact } from "@/components/public/data";
import { pageMetadata } from "@/components/public/metadata";

export const dynamic = "force-dynamic";

export const metadata = pageMetadata({
  title: "Contact",
  description: "Visit, call or write to Kamara & Associates Chambers in Freetown, Sierra Leone. Office hours Monday to Friday 9 AM to 5 PM.",
  path: "/contact",
});

export default async function ContactPage() {
  return <ContactSection contact={await loadFirmContact()} headingLevel="h1" />;
}
