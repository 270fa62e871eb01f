import { AboutSection } from "@/components/public/AboutSection";
import { pageMetadata } from "@/components/public/metadata";
import { MissionSection } from "@/components/public/MissionSection";

export const dynamic = "force-dynamic";

export const metadata = pageMetadata({
  title: "About Us",
  description:
    "Who we are: a Freetown chambers founded in 2004, serving families, entrepreneurs and companies across Sierra Leone with clear, honest and confidential legal advice.",
  path: "/consumers",
});

export default function AboutPage() {
  return (
    <>
      <AboutSection headingLevel="h1" />
      <MissionSection />
    </>
  );
}
