// @ts-check
import { API_CONTENT_SECURITY_POLICY, baseSecurityHeaders, headerList } from "./lib/http/security-headers.mjs";

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
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
