import type { MetadataRoute } from "next";
import { siteUrl } from "@/components/public/data";
import { PUBLIC_ROUTES } from "@/lib/public-routes";

export const dynamic = "force-dynamic";

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = await siteUrl();
  return PUBLIC_ROUTES.map((item) => ({
    url: `${base}${item.href}`,
    changeFrequency: item.href === "/" ? "weekly" : "monthly",
    priority: item.href === "/" ? 1 : 0.8,
  }));
}
