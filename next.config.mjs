// @ts-check
import { API_CONTENT_SECURITY_POLICY, baseSecurityHeaders, headerList } from "./lib/http/security-headers.mjs";

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // The stylesheet stays a file of its own (experimental.inlineCss off): inlined, it went into
  // every page three times (the head, and twice in the flight data for the layout and the
  // global error boundary), 140 KB of the home page's 300 KB for the browser to decode, scan
  // and parse; and the first frame was painted before the parser reached the hero, so the
  // largest paint waited for the scripts. Render-blocking, the file makes the first frame the
  // whole first screen, and it is cached from page to page.
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
