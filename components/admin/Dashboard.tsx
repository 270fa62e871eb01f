"use client";

import Link from "next/link";
import { useEffect, useState } from "react";
import { hasAccess } from "@/lib/collections/user";
import { api } from "./api-client";
import { useAuth } from "./AuthProvider";
import { Spinner } from "./Spinner";
import type { AdminUser, AttorneyRecord } from "./types";
import { ui } from "./ui";

interface Stats {
  total: number;
  active: number;
  inactive: number;
  adminUsers: number;
  unread: number;
}

async function loadStats(superAdmin: boolean): Promise<Stats> {
  const stats: Stats = { total: 0, active: 0, inactive: 0, adminUsers: 0, unread: 0 };
  // Each figure stands alone: one failing call is logged and leaves the others shown.
  const attorneys = api<{ attorneys: AttorneyRecord[] }>("/api/attorneys/admin").then(({ attorneys: list }) => {
    stats.total = list.length;
    stats.active = list.filter((attorney) => attorney.isActive).length;
    stats.inactive = stats.total - stats.active;
  });
  // Only a super admin asks for the user list.
  const users = superAdmin
    ? api<{ users: AdminUser[] }>("/api/auth/users").then(({ users: list }) => {
        stats.adminUsers = list.length;
      })
    : Promise.resolve();
  const inbox = api<{ unread: number }>("/api/inbox").then(({ unread }) => {
    stats.unread = unread;
  });
  for (const result of await Promise.allSettled([attorneys, users, inbox])) {
    if (result.status === "rejected") console.error(result.reason);
  }
  return stats;
}

function StatCard({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <div className={ui.card}>
      <p className="text-sm font-medium text-slate-600">{label}</p>
      <p className="mt-2 text-3xl font-bold text-slate-900" data-testid={testId}>
        {value}
      </p>
    </div>
  );
}

function Tile({ href, title, text }: { href: string; title: string; text: string }) {
  return (
    <Link href={href} className={`${ui.card} block hover:border-blue-400 ${ui.focus}`}>
      <h3 className="text-lg font-semibold text-slate-900">{title}</h3>
      <p className="mt-1 text-sm text-slate-600">{text}</p>
    </Link>
  );
}

/** The dashboard: greeting, figures, tiles and quick actions (super admin extras only for them). */
export function Dashboard() {
  const { user } = useAuth();
  const superAdmin = hasAccess(user?.role, "superadmin");
  const [stats, setStats] = useState<Stats | null>(null);

  useEffect(() => {
    let cancelled = false;
    loadStats(superAdmin).then((loaded) => {
      if (!cancelled) setStats(loaded);
    });
    return () => {
      cancelled = true;
    };
  }, [superAdmin]);

  if (!user || !stats) return <Spinner label="Loading dashboard..." />;

  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Welcome back, {user.firstName}</h1>
        <p className="mt-1 text-slate-600">Keep the website&apos;s team and content up to date.</p>
      </div>

      <section aria-label="Statistics" className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard label="Total Team Members" value={stats.total} testId="stat-total" />
        <StatCard label="Active Members" value={stats.active} testId="stat-active" />
        <StatCard label="Inactive Members" value={stats.inactive} testId="stat-inactive" />
        {superAdmin && <StatCard label="Admin Users" value={stats.adminUsers} testId="stat-admin-users" />}
      </section>

      <section aria-label="Areas" className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3">
        <Tile href="/admin/attorneys" title="Manage Team Members" text="Add, edit, reorder and publish attorney profiles." />
        {superAdmin && <Tile href="/admin/users" title="User Management" text="Manage who can sign in to the back office." />}
        <Link href="/admin/inbox" className={`${ui.card} block hover:border-blue-400 ${ui.focus}`}>
          <h3 className="text-lg font-semibold text-slate-900">Inbox</h3>
          <p className="mt-1 text-sm text-slate-600">
            <span data-testid="stat-unread" className="font-semibold text-slate-900">
              {stats.unread}
            </span>{" "}
            unread contact messages and consultation requests
          </p>
        </Link>
        <Tile href="/admin/chat" title="Chat Assistant" text="Quick replies, knowledge and firm details the chat uses." />
      </section>

      <section aria-labelledby="quick-actions" className={ui.card}>
        <h2 id="quick-actions" className="text-lg font-semibold text-slate-900">
          Quick Actions
        </h2>
        <div className="mt-4 flex flex-wrap gap-3">
          <Link href="/admin/attorneys/new" className={ui.primaryButton}>
            Add New Team Member
          </Link>
          <Link href="/admin/attorneys" className={ui.secondaryButton}>
            View All Team Members
          </Link>
          {superAdmin && (
            <Link href="/admin/users/new" className={ui.secondaryButton}>
              Add New Admin
            </Link>
          )}
        </div>
      </section>
    </div>
  );
}
