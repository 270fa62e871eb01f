import type { MetadataRoute } from "next";
import { siteUrl } from "@/components/public/data";
import { NAV_ITEMS } from "@/components/public/navigation";

export const dynamic = "force-dynamic";

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = await siteUrl();
  return NAV_ITEMS.map((item) => ({
    url: `${base}${item.href}`,
    changeFrequency: item.href === "/" ? "weekly" : "monthly",
    priority: item.href === "/" ? 1 : 0.8,
  }));
}
