/**
 * The request header the production server (server.ts) fills with the visitor's address: the
 * socket's, or the trusted proxy's X-Forwarded-For entry when TRUST_PROXY is on. server.ts
 * overwrites any value a client sent under this name.
 */
export const CLIENT_ADDRESS_HEADER = "x-client-ip";

/** The one bucket every visitor shares when the address cannot be known. */
export const SHARED_CLIENT_ADDRESS = "local";

/**
 * Set only by server.ts, in its own process: a symbol on the process's global object, which no
 * request, header or environment variable can reach. Under plain `next start` or `next dev`
 * nothing sets it, so the header is whatever the client typed and is not believed.
 */
const HEADER_TRUSTED = Symbol.for("chambers.clientAddressHeaderTrusted");
const processState = globalThis as typeof globalThis & { [HEADER_TRUSTED]?: boolean };

/** Whether route handlers may believe CLIENT_ADDRESS_HEADER (server.ts at start; tests that stand in for it). */
export function setClientAddressHeaderTrusted(trusted: boolean): void {
  processState[HEADER_TRUSTED] = trusted;
}

/**
 * The visitor's address as a route handler may use it for per-address limits: the header
 * server.ts wrote, or one bucket shared by everyone when the process does not run under it
 * (so a client can neither pick its own bucket nor escape into a fresh one).
 */
export function clientAddressOf(headers: Headers): string {
  if (processState[HEADER_TRUSTED] !== true) return SHARED_CLIENT_ADDRESS;
  return headers.get(CLIENT_ADDRESS_HEADER)?.trim() || SHARED_CLIENT_ADDRESS;
}

/**
 * The visitor's address as the production server sees it. Behind a trusted proxy the last
 * X-Forwarded-For entry is the one that proxy appended; entries before it are whatever the
 * client claimed, so they are never believed.
 */
export function resolveClientAddress(forwardedFor: string | string[] | undefined, socketAddress: string | undefined, trustProxy: boolean): string {
  if (trustProxy && forwardedFor) {
    const entries = (Array.isArray(forwardedFor) ? forwardedFor.join(",") : forwardedFor)
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean);
    const last = entries.at(-1);
    if (last) return last;
  }
  return socketAddress ?? "unknown";
}
