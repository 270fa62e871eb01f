import { firmStructuredData, serializeJsonLd } from "./structured-data";
import { loadFirmContact, loadPublicAttorneys, requestNonce, siteUrl } from "./data";

export async function StructuredData() {
  const [contact, attorneys, baseUrl, nonce] = await Promise.all([loadFirmContact(), loadPublicAttorneys(), siteUrl(), requestNonce()]);
  return (
    <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: serializeJsonLd(firmStructuredData(contact, attorneys, baseUrl)) }} />
  );
}
