import { readFileSync } from "node:fs";
import { E2E_ADMIN, serverLogPath } from "./support";

/**
 * After the whole end-to-end run: the server's log holds the requests it answered and never a
 * password, a token or a cookie, although the run signs in, fails to sign in, changes and resets
 * passwords and calls the API with Bearer tokens.
 */
const PASSWORDS = [E2E_ADMIN.password, "not-the-password", "wrong-password", "not-my-password", "a-new-password", "reset-password", "kadi-password"];
const LEAKS: [string, RegExp][] = [
  ...PASSWORDS.map((password): [string, RegExp] => [`the password ${password}`, new RegExp(password)]),
  // The passwords of the users each test creates (admin-helpers.ts: `pw-<id>`).
  ["a created user's password", /pw-[a-z0-9]{8,}/],
  // Both API tokens (JWS) and next-auth sessions (JWE) are base64url JSON starting `{"`.
  ["a token", /eyJ[A-Za-z0-9_-]{10,}/],
  ["a cookie", /session-token|csrf-token|callback-url|__Host-device|[Cc]ookie/],
  ["an Authorization header", /Bearer |[Aa]uthorization/],
];

export default function checkServerLog(): void {
  const log = readFileSync(serverLogPath(), "utf8");
  const requests = log.split("\n").filter((line) => line.includes('"msg":"request"'));
  if (requests.length < 10) throw new Error(`The server's log holds ${requests.length} request lines; the run's log was not captured`);
  const found = LEAKS.filter(([, pattern]) => pattern.test(log)).map(([what]) => what);
  if (found.length > 0) throw new Error(`The server's log (${serverLogPath()}) contains ${found.join(", ")}`);
}
