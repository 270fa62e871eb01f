import { API_CONTENT_SECURITY_POLICY, baseSecurityHeaders, contentSecurityPolicy, createNonce } from "./security-headers.mjs";

describe("security headers", () => {
  it("allows scripts only with the nonce, and eval only in development", () => {
    const production = contentSecurityPolicy("abc", false);
    expect(production).toContain("script-src 'self' 'nonce-abc' 'strict-dynamic'");
    expect(production).not.toContain("unsafe-eval");
    expect(contentSecurityPolicy("abc", true)).toContain("'unsafe-eval'");
    for (const directive of ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'self'", "img-src 'self' data: blob:"]) {
      expect(production).toContain(directive);
    }
  });

  it("sends HSTS in production only", () => {
    expect(baseSecurityHeaders(true)["Strict-Transport-Security"]).toBe("max-age=31536000; includeSubDomains");
    expect(baseSecurityHeaders(false)).not.toHaveProperty("Strict-Transport-Security");
  });

  it("sets the fixed headers", () => {
    expect(baseSecurityHeaders(false)).toMatchObject({
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "Cross-Origin-Opener-Policy": "same-origin",
      "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
    });
  });

  it("forbids everything to API answers, which are never rendered", () => {
    expect(API_CONTENT_SECURITY_POLICY).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it("makes a different nonce for every request", () => {
    const nonces = new Set(Array.from({ length: 50 }, createNonce));
    expect(nonces.size).toBe(50);
    expect(createNonce()).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });
});
