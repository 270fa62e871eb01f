/** The first super admin the end-to-end server is started with. */
export const E2E_ADMIN = { email: "admin@example.com", password: "e2e-admin-password" };
