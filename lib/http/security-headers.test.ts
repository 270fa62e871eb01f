import { contentSecurityPolicy, createNonce, securityHeaders } from "./security-headers";

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
    expect(securityHeaders({ nonce: "n", development: false, production: true })["Strict-Transport-Security"]).toBe(
      "max-age=31536000; includeSubDomains",
    );
    expect(securityHeaders({ nonce: "n", development: true, production: false })).not.toHaveProperty("Strict-Transport-Security");
  });

  it("sets the fixed headers", () => {
    expect(securityHeaders({ nonce: "n", development: false, production: false })).toMatchObject({
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "Cross-Origin-Opener-Policy": "same-origin",
      "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
    });
  });

  it("makes a different nonce for every request", () => {
    const nonces = new Set(Array.from({ length: 50 }, createNonce));
    expect(nonces.size).toBe(50);
    expect(createNonce()).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });
});
