"use client";

import { useRouter } from "next/navigation";
import { useEffect, type ReactNode } from "react";
import { DASHBOARD_PATH, LOGIN_PATH } from "@/lib/auth/paths";
import { hasAccess, type AccessLevel } from "@/lib/collections/user";
import { useAuth } from "./AuthProvider";
import { Spinner } from "./Spinner";

/**
 * The browser side of the admin guard (the proxy and each page's server component enforce the
 * same rules): Loading... while auth loads, no user -> the sign-in screen, wrong role -> the dashboard.
 */
export function AuthGuard({ level = "admin", children }: { level?: AccessLevel; children: ReactNode }) {
  const { user, loading } = useAuth();
  const router = useRouter();
  const target = loading ? null : !user ? LOGIN_PATH : !hasAccess(user.role, level) ? DASHBOARD_PATH : null;

  useEffect(() => {
    if (target) router.replace(target);
  }, [target, router]);

  if (loading || target) return <Spinner />;
  return <>{children}</>;
}
