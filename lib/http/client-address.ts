/**
 * The visitor's address as the production server sees it. Behind a trusted proxy the last
 * X-Forwarded-For entry is the one that proxy appended; entries before it are whatever the
 * client claimed, so they are never believed.
 */
export function resolveClientAddress(
  forwardedFor: string | string[] | undefined,
  socketAddress: string | undefined,
  trustProxy: boolean,
): string {
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
