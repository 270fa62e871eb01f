"use client";

import type { Session } from "next-auth";
import { SessionProvider, signOut, useSession } from "next-auth/react";
import { useCallback, type ReactNode } from "react";
import type { AdminUser } from "./types";

interface AuthState {
  user: AdminUser | null;
  /** True until the session is known. */
  loading: boolean;
  /** Ends the session, and every other session of the account. */
  logout(): Promise<void>;
  /** Reads the signed-in user's profile again, e.g. after it was edited. */
  refresh(): Promise<void>;
}

/**
 * The back office's session in the browser: next-auth's SessionProvider, started with the session
 * the server already read for this page, so the signed-in user shows at once and nothing about
 * them is kept in the browser's storage.
 */
export function AuthProvider({ session, children }: { session: Session | null; children: ReactNode }) {
  return (
    <SessionProvider session={session} basePath="/api/auth">
      {children}
    </SessionProvider>
  );
}

/** The signed-in user of the admin area. */
export function useAuth(): AuthState {
  const { data, status, update } = useSession();
  const logout = useCallback(async () => {
    try {
      await signOut({ redirect: false });
    } catch (error) {
      // The session is revoked on the server when it can be reached; the screen moves on either way.
      console.error(error);
    }
  }, []);
  const refresh = useCallback(async () => {
    await update();
  }, [update]);
  return { user: data?.user ?? null, loading: status === "loading", logout, refresh };
}
