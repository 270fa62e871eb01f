import { AttorneyDialogProvider } from "@/components/public/attorney-dialog-context";
import { ConsultationSection } from "@/components/public/ConsultationSection";
import { CONSULTATION_FORM } from "@/components/public/form-settings";
import { loadPublicAttorneys } from "@/components/public/data";
import { pageMetadata } from "@/components/public/metadata";

export const dynamic = "force-dynamic";

export const metadata = pageMetadata({
  title: "Legal Consultation",
  description:
    "Find the right attorney, read their ratings and reviews, and request a consultation at our chambers in Freetown.",
  path: "/attorney",
});

export default async function ConsultationPage() {
  const attorneys = await loadPublicAttorneys();
  return (
    <AttorneyDialogProvider attorneys={attorneys} formSettings={CONSULTATION_FORM}>
      <ConsultationSection attorneys={attorneys} headingLevel="h1" />
    </AttorneyDialogProvider>
  );
}
