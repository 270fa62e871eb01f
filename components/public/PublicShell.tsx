import type { ReactNode } from "react";
import { loadFirmContact } from "./data";
import { SiteFooter } from "./SiteFooter";
import { SiteHeader } from "./SiteHeader";

/** The public site's frame: skip link, fixed navigation bar, the content and the footer. */
export async function PublicShell({ children }: { children: ReactNode }) {
  const contact = await loadFirmContact();
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-medium text-navy-900 shadow focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="pt-16 focus:outline-none">
        {children}
      </main>
      <SiteFooter contact={contact} />
    </>
  );
}
