"use client";

import Link from "next/link";
import { usePathname, useRouter } from "next/navigation";
import { useEffect, type ReactNode } from "react";
import { DASHBOARD_PATH, LOGIN_PATH } from "@/lib/auth/paths";
import { ROLE_LABELS, hasAccess } from "@/lib/collections/user";
import { FIRM_NAME } from "@/lib/firm";
import { AuthGuard } from "./AuthGuard";
import { useAuth } from "./AuthProvider";
import { NAV_ITEMS } from "./nav-items";
import { NavLinks } from "./NavLinks";
import { fullName } from "./format";
import { ToastProvider } from "./Toast";
import { ui } from "./ui";

function Header() {
  const { user, logout } = useAuth();
  const router = useRouter();

  async function onLogout() {
    await logout();
    router.replace(LOGIN_PATH);
  }

  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
        <Link href={DASHBOARD_PATH} className={`text-lg font-bold text-slate-900 ${ui.focus}`}>
          {FIRM_NAME} <span className="font-normal text-slate-500">Admin</span>
        </Link>
        {user && (
          <div className="flex items-center gap-3">
            <div className="text-right text-sm">
              <p className="font-semibold text-slate-900" data-testid="current-user-name">
                {fullName(user)}
              </p>
              <p className="text-slate-500" data-testid="current-user-role">
                {ROLE_LABELS[user.role] ?? user.role}
              </p>
            </div>
            <button type="button" onClick={onLogout} className={ui.secondaryButton}>
              Logout
            </button>
          </div>
        )}
      </div>
      {user && (
        <nav aria-label="Admin" className="mx-auto max-w-6xl px-4 pb-2">
          <NavLinks links={NAV_ITEMS.filter((item) => hasAccess(user.role, item.level))} />
        </nav>
      )}
    </header>
  );
}

/** Frame of every signed-in admin screen: header with the user, navigation, the auth guard and the toasts; every screen has this one width. */
export function AdminShell({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  // Room for the scrollbar is kept on short screens too, so moving between a long list and a
  // short form never shifts the centred page sideways.
  useEffect(() => {
    const root = document.documentElement;
    root.style.scrollbarGutter = "stable";
    return () => {
      root.style.scrollbarGutter = "";
    };
  }, []);
  if (pathname === LOGIN_PATH) return <>{children}</>;
  return (
    <ToastProvider>
      <div className="min-h-screen bg-slate-50">
        <Header />
        <main className="mx-auto w-full max-w-6xl px-4 py-6">
          <AuthGuard>{children}</AuthGuard>
        </main>
      </div>
    </ToastProvider>
  );
}
