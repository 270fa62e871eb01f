import type { Metadata } from "next";
import { FIRM_NAME } from "@/lib/firm";

/** A page's title, description, canonical address and sharing card, in one shape for every route. */
export function pageMetadata({ title, description, path }: { title?: string; description: string; path: string }): Metadata {
  const fullTitle = title ? `${title} | ${FIRM_NAME}` : FIRM_NAME;
  return {
    ...(title ? { title } : { title: { absolute: FIRM_NAME } }),
    description,
    alternates: { canonical: path },
    openGraph: {
      type: "website",
      siteName: FIRM_NAME,
      locale: "en_SL",
      title: fullTitle,
      description,
      url: path,
      images: [{ url: "/og-image.png", width: 1200, height: 630, alt: FIRM_NAME }],
    },
    twitter: { card: "summary_large_image", title: fullTitle, description },
  };
}
