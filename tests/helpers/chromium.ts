/**
 * Flags Debian's Chromium needs here, for the end-to-end tests and Lighthouse alike: no sandbox
 * as root, no GPU, and none of the background traffic it would otherwise send to a closed network.
 */
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
