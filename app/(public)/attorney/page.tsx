import { AttorneyDialogProvider } from "@/components/public/attorney-dialog-context";
import { ConsultationSection } from "@/components/public/ConsultationSection";
import { consultationFormSettings } from "@/components/public/form-settings";
import { loadFirmContact, loadPublicAttorneys } from "@/components/public/data";
import { pageMetadata } from "@/components/public/metadata";
import { SearchBanner } from "@/components/public/SearchBanner";
import { searchable } from "@/components/public/attorney-search";

export const dynamic = "force-dynamic";

export const metadata = pageMetadata({
  title: "Legal Consultation",
  description: "Find the right attorney, read their ratings and reviews, and request a consultation at our chambers in Freetown.",
  path: "/attorney",
});

export default async function ConsultationPage() {
  const [attorneys, contact] = await Promise.all([loadPublicAttorneys(), loadFirmContact()]);
  // The "Search for lawyers" step links to this search.
  return (
    <AttorneyDialogProvider attorneys={attorneys} formSettings={consultationFormSettings(contact.officeHours)} whatsapp={contact.whatsapp}>
      <ConsultationSection attorneys={attorneys} headingLevel="h1" />
      <SearchBanner attorneys={searchable(attorneys)} />
    </AttorneyDialogProvider>
  );
}
