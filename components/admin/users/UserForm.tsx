"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { EMAIL_MAX } from "@/lib/collections/fields";
import {
  DEFAULT_ROLE,
  ROLES,
  ROLE_LABELS,
  USER_LIMITS as L,
  USER_MESSAGES,
  registerInputSchema,
  updateUserInputSchema,
  type Role,
} from "@/lib/collections/user";
import { TEXTS } from "@/lib/texts";
import { api } from "../api-client";
import { useAuth } from "../AuthProvider";
import { LoadError } from "../LoadError";
import { Spinner } from "../Spinner";
import { useToast } from "../Toast";
import type { AdminUser } from "../types";
import { ui } from "../ui";
import { useLoad } from "../use-load";
import { useAdminForm, validateWith } from "../use-admin-form";
import { useUnsavedChangesPrompt } from "../use-unsaved-changes-prompt";

const USERS_PATH = "/admin/users";
const USER_LOAD_FAILED = "Failed to load user data";

interface UserFormValues {
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
  role: Role;
}

const EMPTY_USER_FORM: UserFormValues = { firstName: "", lastName: "", username: "", email: "", password: "", confirmPassword: "", role: DEFAULT_ROLE };

type TextField = Exclude<keyof UserFormValues, "role">;

const FIELD_LABELS: Record<TextField, string> = {
  firstName: "First Name",
  lastName: "Last Name",
  username: "Username",
  email: "Email",
  password: "Password",
  confirmPassword: "Confirm Password",
};

/**
 * The server's schema checks the account; only "the two passwords match" is the form's own rule,
 * since the API never receives the confirmation.
 */
function check(values: UserFormValues, withPassword: boolean) {
  const { confirmPassword, password, ...profile } = values;
  const result = withPassword ? validateWith(registerInputSchema, { ...profile, password }) : validateWith(updateUserInputSchema, profile);
  const errors: Record<string, string> = { ...result.errors };
  if (withPassword && password !== confirmPassword) errors.confirmPassword = USER_MESSAGES.passwordsDiffer;
  return Object.keys(errors).length > 0 ? { errors } : { payload: result.data! };
}

/** Add New Admin User / Edit Admin User: the specification's fields and messages; editing really edits. */
export function UserForm({ userId }: { userId?: string }) {
  const router = useRouter();
  const toast = useToast();
  const { user: me, refresh } = useAuth();
  const editing = Boolean(userId);
  const form = useAdminForm<UserFormValues>(EMPTY_USER_FORM);
  const { values, setValues, set, errors, setErrors } = form;
  // What the form held when it opened, to tell whether leaving would lose anything.
  const [initial, setInitial] = useState<UserFormValues | null>(editing ? null : EMPTY_USER_FORM);
  const loaded = initial !== null;
  const [resetPassword, setResetPassword] = useState(false);

  const { failed: loadFailed, retry } = useLoad<{ user: AdminUser }>(userId && `/api/auth/users/${userId}`, ({ user }) => {
    const stored = { ...EMPTY_USER_FORM, firstName: user.firstName, lastName: user.lastName, username: user.username, email: user.email, role: user.role };
    setValues(stored);
    setInitial(stored);
  });

  const withPassword = !editing || resetPassword;
  useUnsavedChangesPrompt(loaded && !form.busy && JSON.stringify(values) !== JSON.stringify(initial));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    form.setBanner("");
    const checked = check(values, withPassword);
    setErrors(checked.errors ?? {});
    if (checked.errors) return;
    const saved = await form.save(async () => {
      const { user: stored } = editing
        ? await api<{ user: AdminUser }>(`/api/auth/users/${userId}`, { method: "PUT", body: checked.payload })
        : await api<{ user: AdminUser }>("/api/auth/register", { method: "POST", body: checked.payload });
      if (stored && stored._id === me?._id) await refresh();
    }, TEXTS.userSaveFailed);
    if (!saved) return;
    toast.success(editing ? "User updated." : "User created.");
    router.push(USERS_PATH);
  }

  if (loadFailed) {
    return (
      <div className="space-y-4">
        <LoadError text={USER_LOAD_FAILED} onRetry={retry} />
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
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-slate-900">{editing ? "Edit Admin User" : "Add New Admin User"}</h1>
      {form.banner && (
        <div role="alert" className={ui.errorBanner}>
          {form.banner}
        </div>
      )}
      <form onSubmit={onSubmit} noValidate className={`${ui.card} max-w-3xl space-y-5`}>
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
          <button type="submit" disabled={form.busy} className={ui.primaryButton}>
            {form.busy ? "Saving..." : editing ? "Update User" : "Create User"}
          </button>
        </div>
      </form>
    </div>
  );
}
