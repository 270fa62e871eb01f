"use client";

import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from "react";
import { TEXTS } from "@/lib/texts";
import { api, errorMessage } from "./api-client";
import { clearStoredUser, parseStoredUser, readStoredUserText, storeUser } from "./stored-user";
import type { AdminUser } from "./types";

export interface AuthState {
  user: AdminUser | null;
  /** True until the session cookie has been checked against the server. */
  loading: boolean;
  /** The last sign-in failure: the server's message or Login failed. */
  loginError: string;
  login(email: string, password: string): Promise<boolean>;
  logout(): Promise<void>;
  clearLoginError(): void;
  /** Drops a user the server no longer knows (the server sent this browser to the login screen). */
  forget(): void;
  /** Replaces the displayed user, e.g. after the profile changed. */
  setUser(user: AdminUser): void;
}

const AuthContext = createContext<AuthState | null>(null);

function noSubscription(): () => void {
  return () => {};
}

export function AuthProvider({ children }: { children: ReactNode }) {
  // The stored profile is shown at once while the cookie is checked; the server's answer replaces it.
  const storedText = useSyncExternalStore(noSubscription, readStoredUserText, () => null);
  const stored = useMemo(() => parseStoredUser(storedText), [storedText]);
  const [confirmed, setUserState] = useState<AdminUser | null | undefined>(undefined);
  const user = confirmed === undefined ? stored : confirmed;
  const [loading, setLoading] = useState(true);
  const [loginError, setLoginError] = useState("");
  // Set by sign-in, sign-out and forget: a start-up check answering after them is out of date.
  const settled = useRef(false);

  useEffect(() => {
    let cancelled = false;
    api<{ user: AdminUser }>("/api/auth/profile", { allowUnauthorized: true })
      .then(({ user: profile }) => {
        if (cancelled || settled.current) return;
        storeUser(profile);
        setUserState(profile);
      })
      .catch(() => {
        if (cancelled || settled.current) return;
        clearStoredUser();
        setUserState(null);
      })
      .finally(() => {
        if (!cancelled) setLoading(false);
      });
    return () => {
      cancelled = true;
    };
  }, []);

  const login = useCallback(async (email: string, password: string) => {
    setLoginError("");
    try {
      const { user: signedIn } = await api<{ user: AdminUser }>("/api/auth/login", {
        method: "POST",
        body: { email, password },
        allowUnauthorized: true,
      });
      settled.current = true;
      storeUser(signedIn);
      setUserState(signedIn);
      setLoading(false);
      return true;
    } catch (error) {
      setLoginError(errorMessage(error, TEXTS.loginFailed));
      return false;
    }
  }, []);

  const logout = useCallback(async () => {
    try {
      await api("/api/auth/logout", { method: "POST", allowUnauthorized: true });
    } catch (error) {
      // The user is signed out locally either way; the cookie expires on its own.
      console.error(error);
    }
    settled.current = true;
    clearStoredUser();
    setUserState(null);
  }, []);

  const clearLoginError = useCallback(() => setLoginError(""), []);

  const forget = useCallback(() => {
    settled.current = true;
    clearStoredUser();
    setUserState(null);
    setLoading(false);
  }, []);

  const setUser = useCallback((next: AdminUser) => {
    storeUser(next);
    setUserState(next);
  }, []);

  const value = useMemo<AuthState>(
    () => ({ user, loading, loginError, login, logout, clearLoginError, forget, setUser }),
    [user, loading, loginError, login, logout, clearLoginError, forget, setUser],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** The auth state of the admin area; only meaningful inside AuthProvider, so it refuses elsewhere. */
export function useAuth(): AuthState {
  const value = useContext(AuthContext);
  if (!value) throw new Error("useAuth must be used within an AuthProvider");
  return value;
}
