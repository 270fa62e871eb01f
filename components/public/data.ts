import { getConfig } from "@/lib/config";
import { cache } from "react";
import { headers } from "next/headers";
import { DEFAULT_FIRM_CONTACT, type FirmContact } from "@/lib/firm";
import { getFirmContact } from "@/lib/services/firm";
import { listPublicAttorneys, type PublicAttorney } from "@/lib/services/public-attorneys";

/**
 * What every public page reads, once per request (React cache) and from the in-process cache.
 * A database failure never breaks a page: the attorney list becomes empty (the empty state
 * shows) and the contact details fall back to the firm's defaults.
 */
export const loadPublicAttorneys = cache(async (): Promise<PublicAttorney[]> => {
  try {
    return await listPublicAttorneys();
  } catch (error) {
    console.error(`Public attorney list unavailable: ${(error as Error).message}`);
    return [];
  }
});

export const loadFirmContact = cache(async (): Promise<FirmContact> => {
  try {
    return await getFirmContact();
  } catch (error) {
    console.error(`Firm contact details unavailable: ${(error as Error).message}`);
    return DEFAULT_FIRM_CONTACT;
  }
});

/** The nonce the proxy's Content-Security-Policy expects on inline scripts, when there is one. */
export async function requestNonce(): Promise<string | undefined> {
  return (await headers()).get("x-nonce") ?? undefined;
}

/** The site's own address: SITE_URL when set, otherwise the address this request came to. */
export const siteUrl = cache(async (): Promise<string> => {
  const configured = getConfig().siteUrl;
  if (configured) return configured;
  const list = await headers();
  const host = list.get("x-forwarded-host") ?? list.get("host") ?? "localhost:3000";
  const protocol = list.get("x-forwarded-proto") ?? (host.startsWith("localhost") || host.startsWith("127.") ? "http" : "https");
  return `${protocol}://${host}`;
});
