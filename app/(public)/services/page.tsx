import { loadPublicAttorneys } from "@/components/public/data";
import { pageMetadata } from "@/components/public/metadata";
import { ServicesSection } from "@/components/public/ServicesSection";

export const dynamic = "force-dynamic";

export const metadata = pageMetadata({
  title: "Legal Services",
  description:
    "Family, business, shipping and land law, arbitration, contract and criminal law in Sierra Leone: meet the attorneys who lead each practice area.",
  path: "/services",
});

export default async function ServicesPage() {
  return <ServicesSection attorneys={await loadPublicAttorneys()} headingLevel="h1" describeAreas />;
}
