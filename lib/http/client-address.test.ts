/** @jest-environment node */
import { CLIENT_ADDRESS_HEADER, SHARED_CLIENT_ADDRESS, clientAddressOf, resolveClientAddress, setClientAddressHeaderTrusted } from "./client-address";

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

describe("clientAddressOf", () => {
  const claiming = (address: string) => new Headers({ [CLIENT_ADDRESS_HEADER]: address });
  afterEach(() => setClientAddressHeaderTrusted(true));

  it("ignores the header a client sends when the process does not run under server.ts", () => {
    setClientAddressHeaderTrusted(false);
    expect(clientAddressOf(claiming("203.0.113.9"))).toBe(SHARED_CLIENT_ADDRESS);
    expect(clientAddressOf(claiming("198.51.100.1"))).toBe(SHARED_CLIENT_ADDRESS);
    expect(clientAddressOf(new Headers())).toBe(SHARED_CLIENT_ADDRESS);
  });

  it("believes the header once server.ts has taken charge of it", () => {
    setClientAddressHeaderTrusted(true);
    expect(clientAddressOf(claiming(" 203.0.113.9 "))).toBe("203.0.113.9");
    expect(clientAddressOf(new Headers())).toBe(SHARED_CLIENT_ADDRESS);
  });

  it("is off in a fresh process: nothing but an explicit call turns it on", () => {
    const marker = Symbol.for("chambers.clientAddressHeaderTrusted");
    expect(Object.getOwnPropertySymbols(globalThis)).toContain(marker);
    delete (globalThis as Record<symbol, unknown>)[marker];
    expect(clientAddressOf(claiming("203.0.113.9"))).toBe(SHARED_CLIENT_ADDRESS);
  });
});
