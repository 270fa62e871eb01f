import { resolveClientAddress } from "./client-address";

describe("resolveClientAddress", () => {
  it("uses the socket address when no proxy is trusted, whatever the client forwards", () => {
    expect(resolveClientAddress("1.2.3.4", "10.0.0.7", false)).toBe("10.0.0.7");
  });

  it("takes the entry the trusted proxy appended, not the ones the client claimed", () => {
    expect(resolveClientAddress("6.6.6.6, 203.0.113.9", "10.0.0.1", true)).toBe("203.0.113.9");
    expect(resolveClientAddress(["6.6.6.6", "203.0.113.9"], "10.0.0.1", true)).toBe("203.0.113.9");
  });

  it("falls back to the socket when the trusted proxy sent nothing usable", () => {
    expect(resolveClientAddress(" , ", "10.0.0.1", true)).toBe("10.0.0.1");
    expect(resolveClientAddress(undefined, undefined, true)).toBe("unknown");
  });
});
