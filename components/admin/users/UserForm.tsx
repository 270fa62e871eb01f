"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useState, type FormEvent } from "react";
import { EMAIL_MAX } from "@/lib/collections/fields";
import { ROLES, ROLE_LABELS, USER_LIMITS as L, type Role } from "@/lib/collections/user";
import { TEXTS } from "@/lib/texts";
import { ApiError, api, errorMessage } from "../api-client";
import { useAuth } from "../AuthProvider";
import { Spinner } from "../Spinner";
import type { AdminUser } from "../types";
import { ui } from "../ui";
import { useUnsavedChangesPrompt } from "../useUnsavedChangesPrompt";
import { EMPTY_USER_FORM, userPayload, validateUserForm, type UserFormErrors, type UserFormValues } from "./validation";

export const USERS_PATH = "/admin/users";
export const USER_LOAD_FAILED = "Failed to load user data";

type TextField = Exclude<keyof UserFormValues, "role">;

const FIELD_LABELS: Record<TextField, string> = {
  firstName: "First Name",
  lastName: "Last Name",
  username: "Username",
  email: "Email",
  password: "Password",
  confirmPassword: "Confirm Password",
};

/** Add New Admin User / Edit Admin User: the specification's fields and messages; editing really edits. */
export function UserForm({ userId }: { userId?: string }) {
  const router = useRouter();
  const { user: me, refresh } = useAuth();
  const editing = Boolean(userId);
  const [values, setValues] = useState<UserFormValues>(EMPTY_USER_FORM);
  // What the form held when it opened, to tell whether leaving would lose anything.
  const [initial, setInitial] = useState<UserFormValues | null>(editing ? null : EMPTY_USER_FORM);
  const loaded = initial !== null;
  const [loadFailed, setLoadFailed] = useState(false);
  const [resetPassword, setResetPassword] = useState(false);
  const [errors, setErrors] = useState<UserFormErrors>({});
  const [banner, setBanner] = useState("");
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!userId) return;
    api<{ users: AdminUser[] }>("/api/auth/users")
      .then(({ users }) => {
        const found = users.find((user) => user._id === userId);
        if (!found) throw new Error(`No user ${userId}`);
        const stored = { ...EMPTY_USER_FORM, firstName: found.firstName, lastName: found.lastName, username: found.username, email: found.email, role: found.role };
        setValues(stored);
        setInitial(stored);
      })
      .catch((error) => {
        console.error(error);
        setLoadFailed(true);
      });
  }, [userId]);

  const withPassword = !editing || resetPassword;
  useUnsavedChangesPrompt(loaded && !saving && JSON.stringify(values) !== JSON.stringify(initial));

  function set<K extends keyof UserFormValues>(key: K, value: UserFormValues[K]) {
    setValues((current) => ({ ...current, [key]: value }));
    // A field's error clears when the user edits it.
    setErrors((current) => (current[key] ? { ...current, [key]: undefined } : current));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBanner("");
    const found = validateUserForm(values, { checkPassword: withPassword });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      const body = userPayload(values, { includePassword: withPassword });
      const { user: saved } = editing
        ? await api<{ user: AdminUser }>(`/api/auth/users/${userId}`, { method: "PUT", body })
        : await api<{ user: AdminUser }>("/api/auth/register", { method: "POST", body });
      if (saved && saved._id === me?._id) await refresh();
      router.push(USERS_PATH);
    } catch (failure) {
      setBanner(errorMessage(failure, TEXTS.userSaveFailed));
      if (failure instanceof ApiError && failure.errors) setErrors(failure.errors as UserFormErrors);
      setSaving(false);
    }
  }

  if (loadFailed) {
    return (
      <div className="space-y-4">
        <div role="alert" className={ui.errorBanner}>
          {USER_LOAD_FAILED}
        </div>
        <Link href={USERS_PATH} className={ui.link}>
          Back to users
        </Link>
      </div>
    );
  }
  if (!loaded) return <Spinner />;

  function input(name: TextField, type: string, extra: { autoComplete?: string; maxLength?: number } = {}) {
    const error = errors[name];
    return (
      <div>
        <label htmlFor={`user-${name}`} className={ui.label}>
          {FIELD_LABELS[name]}
        </label>
        <input
          id={`user-${name}`}
          name={name}
          type={type}
          value={values[name]}
          onChange={(event) => set(name, event.target.value)}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `user-${name}-error` : undefined}
          className={error ? ui.inputInvalid : ui.input}
          {...extra}
        />
        {error && (
          <p id={`user-${name}-error`} className={ui.fieldError}>
            {error}
          </p>
        )}
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <h1 className="text-2xl font-bold text-slate-900">{editing ? "Edit Admin User" : "Add New Admin User"}</h1>
      {banner && (
        <div role="alert" className={ui.errorBanner}>
          {banner}
        </div>
      )}
      <form onSubmit={onSubmit} noValidate className={`${ui.card} space-y-5`}>
        <div className="grid gap-4 sm:grid-cols-2">
          {input("firstName", "text", { autoComplete: "given-name", maxLength: L.firstName.max })}
          {input("lastName", "text", { autoComplete: "family-name", maxLength: L.lastName.max })}
        </div>
        {input("username", "text", { autoComplete: "off", maxLength: L.username.max })}
        {input("email", "email", { autoComplete: "off", maxLength: EMAIL_MAX })}

        {editing && (
          <label className="inline-flex items-center gap-2 text-slate-800">
            <input
              type="checkbox"
              checked={resetPassword}
              onChange={(event) => {
                setResetPassword(event.target.checked);
                setErrors((current) => ({ ...current, password: undefined, confirmPassword: undefined }));
              }}
              className={`h-4 w-4 ${ui.focus}`}
            />
            Reset password
          </label>
        )}
        {withPassword && (
          <div className="grid gap-4 sm:grid-cols-2">
            {input("password", "password", { autoComplete: "new-password", maxLength: L.password.max })}
            {input("confirmPassword", "password", { autoComplete: "new-password", maxLength: L.password.max })}
          </div>
        )}

        <div>
          <label htmlFor="user-role" className={ui.label}>
            Role
          </label>
          <select id="user-role" value={values.role} onChange={(event) => set("role", event.target.value as Role)} className={ui.input}>
            {ROLES.map((role) => (
              <option key={role} value={role}>
                {ROLE_LABELS[role]}
              </option>
            ))}
          </select>
        </div>

        <div className="flex flex-wrap justify-end gap-3">
          <Link href={USERS_PATH} className={ui.secondaryButton}>
            Cancel
          </Link>
          <button type="submit" disabled={saving} className={ui.primaryButton}>
            {saving ? "Saving..." : editing ? "Update User" : "Create User"}
          </button>
        </div>
      </form>
    </div>
  );
}
