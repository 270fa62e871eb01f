// @ts-check
import { API_CONTENT_SECURITY_POLICY, baseSecurityHeaders, headerList } from "./lib/http/security-headers.mjs";

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  experimental: {
    // The stylesheet goes into the page itself: on a phone's slow connection a separate,
    // render-blocking request for it costs a round trip before anything is painted, and while
    // it loads the page's async scripts run, before the first frame. Next.js then puts it in the
    // page twice (the head, and the flight data of the layout that imports it): about 92 KB of
    // the home page's 235 KB, the price of an earlier first frame. See app/layout.tsx for why the
    // root layout does not import it.
    inlineCss: true,
  },
  serverExternalPackages: ["mongoose", "mongodb", "bson", "mingo", "sharp", "formidable", "bcryptjs"],
  // Pages get their nonce-bearing policy from proxy.ts; everything else gets its headers here.
  async headers() {
    return [
      { source: "/:path*", headers: headerList(baseSecurityHeaders(process.env.NODE_ENV === "production")) },
      { source: "/api/:path*", headers: headerList({ "Content-Security-Policy": API_CONTENT_SECURITY_POLICY }) },
    ];
  },
};

export default nextConfig;
