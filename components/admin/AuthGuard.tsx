"use client";

import { useRouter } from "next/navigation";
import { useEffect, type ReactNode } from "react";
import { isAdminRole, isSuperAdminRole } from "@/lib/collections/user";
import type { AccessLevel } from "@/lib/auth/guard";
import { useAuth } from "./AuthProvider";
import { Spinner } from "./Spinner";

function allowed(role: unknown, level: AccessLevel): boolean {
  return level === "superadmin" ? isSuperAdminRole(role) : isAdminRole(role);
}

/**
 * The browser side of the admin guard (the proxy and each page's server component enforce the
 * same rules): Loading... while auth loads, no user -> /admin/login, wrong role -> /admin/dashboard.
 */
export function AuthGuard({ level = "admin", children }: { level?: AccessLevel; children: ReactNode }) {
  const { user, loading } = useAuth();
  const router = useRouter();
  const target = loading ? null : !user ? "/admin/login" : !allowed(user.role, level) ? "/admin/dashboard" : null;

  useEffect(() => {
    if (target) router.replace(target);
  }, [target, router]);

  if (loading || target) return <Spinner />;
  return <>{children}</>;
}
