import type { AdminUser } from "./types";

/**
 * Only the user's public profile is kept in the browser, for an instant display before the
 * session is confirmed. The session token itself lives in an httpOnly cookie script cannot read.
 */
export const STORED_USER_KEY = "user";

export function readStoredUserText(): string | null {
  try {
    return window.localStorage.getItem(STORED_USER_KEY);
  } catch {
    return null;
  }
}

export function parseStoredUser(text: string | null): AdminUser | null {
  if (!text) return null;
  try {
    const user = JSON.parse(text) as AdminUser | null;
    return user && typeof user === "object" && typeof user.firstName === "string" ? user : null;
  } catch {
    return null;
  }
}

export function storeUser(user: AdminUser): void {
  try {
    window.localStorage.setItem(STORED_USER_KEY, JSON.stringify(user));
  } catch {
    // Storage can be full or disabled; the session cookie still signs the user in.
  }
}

export function clearStoredUser(): void {
  try {
    window.localStorage.removeItem(STORED_USER_KEY);
    // An older front end kept the token here too; make sure nothing of it lingers.
    window.localStorage.removeItem("authToken");
  } catch {
    // Nothing stored, nothing to clear.
  }
}
