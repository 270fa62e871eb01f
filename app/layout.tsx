import type { ReactNode } from "react";
import "./globals.css";

// The Content-Security-Policy set in proxy.ts admits scripts only with a per-request nonce,
// which Next.js can stamp on pages rendered per request, never on prerendered ones.
export const dynamic = "force-dynamic";

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
