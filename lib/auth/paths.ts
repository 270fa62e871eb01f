/**
 * The back office's sign-in screen. The proxy, the page guards, next-auth, the browser's
 * redirects and the site's footer all send visitors here, so this module imports nothing
 * and loads in the browser as well as on the server.
 */
export const LOGIN_PATH = "/admin/login";
