"use client";

import Link from "next/link";
import { useMemo, useState } from "react";
import { ROLE_LABELS } from "@/lib/collections/user";
import { api, errorMessage } from "../api-client";
import { useAuth } from "../AuthProvider";
import { LoadError } from "../LoadError";
import { Spinner } from "../Spinner";
import { useToast } from "../Toast";
import type { AdminUser } from "../types";
import { dateTime, fullName } from "../format";
import { SearchFilter, SelectFilter } from "../FilterFields";
import { ui } from "../ui";
import { useLoad } from "../use-load";
import { ROLE_FILTER_OPTIONS, USER_STATUS_OPTIONS, filterUsers, initials, type RoleFilter, type UserStatusFilter } from "./filter";

const USERS_LOAD_FAILED = "The users could not be loaded.";

function UserRow({ user, isSelf, onToggle }: { user: AdminUser; isSelf: boolean; onToggle(): void }) {
  return (
    <li className={`${ui.card} flex flex-col gap-4 sm:flex-row sm:items-center`} data-testid="user-row" aria-label={fullName(user)}>
      <div aria-hidden="true" className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-blue-100 text-lg font-semibold text-blue-800">
        {initials(user)}
      </div>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="text-lg font-semibold text-slate-900">{fullName(user)}</h3>
          <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${user.isActive ? "bg-green-100 text-green-800" : "bg-slate-200 text-slate-700"}`}>
            {user.isActive ? "Active" : "Inactive"}
          </span>
          <span
            className={`rounded-full px-2 py-0.5 text-xs font-semibold ${user.role === "superadmin" ? "bg-purple-100 text-purple-800" : "bg-blue-100 text-blue-800"}`}
          >
            {ROLE_LABELS[user.role] ?? user.role}
          </span>
          {isSelf && <span className="text-xs text-slate-500">(you)</span>}
        </div>
        <p className="break-all text-slate-700">{user.email}</p>
        <p className="text-sm text-slate-600">@{user.username}</p>
        <p className="text-xs text-slate-500">
          Created <time dateTime={user.createdAt}>{dateTime(user.createdAt)}</time>
          {user.lastLogin && (
            <>
              {" · Last login "}
              <time dateTime={user.lastLogin}>{dateTime(user.lastLogin)}</time>
            </>
          )}
        </p>
      </div>
      <div className="flex gap-2">
        <Link href={`/admin/users/${user._id}/edit`} className={ui.smallButton}>
          Edit
        </Link>
        {/* A super admin cannot deactivate themself; the server refuses it too. */}
        <button type="button" onClick={onToggle} disabled={isSelf} className={ui.smallButton}>
          {user.isActive ? "Deactivate" : "Activate"}
        </button>
      </div>
    </li>
  );
}

/** User Management (super admins only): search, role and status filters, activation. */
export function UserList() {
  const { user: me } = useAuth();
  const toast = useToast();
  const [users, setUsers] = useState<AdminUser[] | null>(null);
  const [search, setSearch] = useState("");
  const [role, setRole] = useState<RoleFilter>("all");
  const [status, setStatus] = useState<UserStatusFilter>("all");

  const { failed: loadFailed, retry } = useLoad<{ users: AdminUser[] }>("/api/auth/users", ({ users: list }) => setUsers(list));

  const visible = useMemo(() => filterUsers(users ?? [], search, role, status), [users, search, role, status]);
  const filtering = search.trim() !== "" || role !== "all" || status !== "all";

  async function toggle(user: AdminUser) {
    try {
      const { user: updated } = await api<{ user: AdminUser }>(`/api/auth/users/${user._id}/status`, {
        method: "PATCH",
        body: { isActive: !user.isActive },
      });
      setUsers((list) => list?.map((item) => (item._id === user._id ? { ...item, ...updated } : item)) ?? list);
      toast.success(`${fullName(user)} ${updated.isActive ? "activated" : "deactivated"}.`);
    } catch (failure) {
      toast.error(errorMessage(failure, `Could not ${user.isActive ? "deactivate" : "activate"} ${fullName(user)}. Please try again.`));
    }
  }

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">User Management</h1>
        <Link href="/admin/users/new" className={ui.primaryButton}>
          Add New Admin
        </Link>
      </div>

      <div className={`${ui.card} grid gap-4 md:grid-cols-3`}>
        <SearchFilter id="user-search" placeholder="Search by name, email or username" value={search} onChange={setSearch} />
        <SelectFilter id="user-role" label="Role" value={role} options={ROLE_FILTER_OPTIONS} onChange={setRole} />
        <SelectFilter id="user-status" label="Status" value={status} options={USER_STATUS_OPTIONS} onChange={setStatus} />
      </div>

      {loadFailed ? (
        <LoadError text={USERS_LOAD_FAILED} onRetry={retry} />
      ) : users === null ? (
        <Spinner />
      ) : (
        <section aria-labelledby="user-count">
          <h2 id="user-count" className="mb-3 text-lg font-semibold text-slate-900">
            Admin Users ({visible.length})
          </h2>
          {visible.length === 0 ? (
            <div className={`${ui.card} text-center`}>
              <p className="text-lg font-semibold text-slate-900">No users found</p>
              {!filtering && (
                <Link href="/admin/users/new" className={`${ui.primaryButton} mt-4`}>
                  Add First Admin
                </Link>
              )}
            </div>
          ) : (
            <ul className="space-y-3">
              {visible.map((user) => (
                <UserRow key={user._id} user={user} isSelf={user._id === me?._id} onToggle={() => void toggle(user)} />
              ))}
            </ul>
          )}
        </section>
      )}
    </div>
  );
}
