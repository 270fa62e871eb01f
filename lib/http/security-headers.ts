/**
 * The security headers every response carries. Scripts run only with the request's nonce
 * (Next.js reads it from the Content-Security-Policy request header and stamps its own
 * scripts); styles allow inline because Next.js and Tailwind inject style attributes.
 */
export function contentSecurityPolicy(nonce: string, development: boolean): string {
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

export function securityHeaders(options: { nonce: string; development: boolean; production: boolean }): Record<string, string> {
  return {
    "Content-Security-Policy": contentSecurityPolicy(options.nonce, options.development),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
    "X-Frame-Options": "DENY",
    // Browsers ignore HSTS over plain HTTP; it is sent only where the site runs behind HTTPS.
    ...(options.production ? { "Strict-Transport-Security": "max-age=31536000; includeSubDomains" } : {}),
  };
}

export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Buffer.from(bytes).toString("base64");
}
