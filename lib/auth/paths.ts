/**
 * Where the back office sends people: the sign-in screen (from the proxy, the page guards,
 * next-auth, the browser's redirects and the site's footer) and the dashboard (after sign-in,
 * and for staff whose role does not reach a page). This module imports nothing, so it loads in
 * the browser as well as on the server.
 */
export const LOGIN_PATH = "/admin/login";
export const DASHBOARD_PATH = "/admin/dashboard";
