/**
 * The public routes, their navigation labels and the home-page section each one stands for.
 * The server caches these pages and the sitemap lists them, so the list lives outside the components.
 */
export const PUBLIC_ROUTES = [
  { href: "/", label: "Home", section: "home" },
  { href: "/consumers", label: "About Us", section: "consumers" },
  { href: "/services", label: "Legal Services", section: "services" },
  { href: "/attorney", label: "Legal Consultation", section: "attorney" },
  { href: "/contact", label: "Contact", section: "contact" },
] as const;

export type SectionId = (typeof PUBLIC_ROUTES)[number]["section"];
