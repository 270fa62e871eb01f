/** The first super admin the end-to-end server is started with. */
export const E2E_ADMIN = { email: "admin@example.com", password: "e2e-admin-password" };

/** Where the end-to-end server's log goes, so the whole run's log can be checked afterwards. */
export function serverLogPath(): string {
  return `${process.env.E2E_DIR}/server.log`;
}
