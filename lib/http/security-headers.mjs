// @ts-check
/**
 * The security headers every response carries. Pages get a Content-Security-Policy whose
 * scripts run only with the request's nonce (Next.js reads it from the policy on the request
 * and stamps its own scripts); styles allow inline because Next.js and Tailwind inject style
 * attributes. API answers are data, never rendered, so their policy forbids everything.
 */
/**
 * @param {string} nonce
 * @param {boolean} development
 * @returns {string}
 */
export function contentSecurityPolicy(nonce, development) {
  return [
    "default-src 'self'",
    // React's development tooling rebuilds stacks with eval; production never needs it.
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${development ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self'${development ? " ws: wss:" : ""}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * The headers that do not depend on the request.
 * @param {boolean} production
 * @returns {Record<string, string>}
 */
export function baseSecurityHeaders(production) {
  return {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
    "X-Frame-Options": "DENY",
    // Browsers ignore HSTS over plain HTTP; it is sent only where the site runs behind HTTPS.
    ...(production ? { "Strict-Transport-Security": "max-age=31536000; includeSubDomains" } : {}),
  };
}

/** @returns {string} */
export function createNonce() {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Buffer.from(bytes).toString("base64");
}

/**
 * In the shape next.config's headers() wants.
 * @param {Record<string, string>} headers
 * @returns {{ key: string; value: string }[]}
 */
export function headerList(headers) {
  return Object.entries(headers).map(([key, value]) => ({ key, value }));
}
