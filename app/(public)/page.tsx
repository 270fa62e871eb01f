import { AboutSection } from "@/components/public/AboutSection";
import { AttorneyDialogProvider } from "@/components/public/attorney-dialog-context";
import { ConsultationSection } from "@/components/public/ConsultationSection";
import { consultationFormSettings } from "@/components/public/form-settings";
import { ContactSection } from "@/components/public/ContactSection";
import { loadFirmContact, loadPublicAttorneys } from "@/components/public/data";
import { Hero } from "@/components/public/Hero";
import { pageMetadata } from "@/components/public/metadata";
import { MissionSection } from "@/components/public/MissionSection";
import { SearchBanner } from "@/components/public/SearchBanner";
import { searchable } from "@/components/public/attorney-search";
import { ServicesSection } from "@/components/public/ServicesSection";
import { officeHoursLabel } from "@/lib/firm";

// Rendered per request from cached data: there is no database at build time.
export const dynamic = "force-dynamic";

export const metadata = pageMetadata({
  description:
    "Law firm in Freetown, Sierra Leone, near the Law Courts: family, business, shipping and land law, arbitration, contract and criminal law. Meet our attorneys and book a consultation.",
  path: "/",
});

export default async function HomePage() {
  const [attorneys, contact] = await Promise.all([loadPublicAttorneys(), loadFirmContact()]);
  return (
    <AttorneyDialogProvider attorneys={attorneys} formSettings={consultationFormSettings(contact.officeHours)} whatsapp={contact.whatsapp}>
      {/* Holds the first frame until the parser has passed the hero (the services section starts
          right after it), so that frame already holds the hero's paragraph, the largest paint: a
          frame painted as soon as the parser first yields showed only the header, and the
          paragraph followed a frame or more later, after scripts had run. React puts it in the head. */}
      <link rel="expect" href="#services" blocking="render" />
      <div id="home">
        <Hero officeHours={officeHoursLabel(contact.officeHours)} />
        <ServicesSection attorneys={attorneys} headingLevel="h2" />
        <ConsultationSection attorneys={attorneys} headingLevel="h2" />
        <AboutSection headingLevel="h2" />
        <SearchBanner attorneys={searchable(attorneys)} />
        <MissionSection />
        <ContactSection contact={contact} headingLevel="h2" />
      </div>
    </AttorneyDialogProvider>
  );
}
