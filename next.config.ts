import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  serverExternalPackages: ["mongoose", "mongodb", "bson", "mingo", "sharp", "formidable", "bcryptjs"],
};

export default nextConfig;
