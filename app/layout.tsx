import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { FIRM_NAME } from "@/lib/firm";

export const metadata: Metadata = {
  title: { default: FIRM_NAME, template: `%s | ${FIRM_NAME}` },
  description: `${FIRM_NAME}: family, business, shipping and land law, arbitration, contract and criminal law in Freetown, Sierra Leone.`,
  applicationName: FIRM_NAME,
};

export const viewport: Viewport = {
  themeColor: "#0e1d38",
  width: "device-width",
  initialScale: 1,
};

// The Content-Security-Policy set in proxy.ts admits scripts only with a per-request nonce,
// which Next.js can stamp on pages rendered per request, never on prerendered ones.
export const dynamic = "force-dynamic";

// The stylesheet is imported by the public and admin layouts, not here: Next.js hands the root
// layout's stylesheet to the global error boundary too, and with the stylesheet inlined that put
// a second copy of it into every page's flight data. The boundary's page brings its own styles.
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
