"use client";

import type { FormEvent } from "react";
import { ROLE_LABELS, USER_LIMITS, USER_MESSAGES, changePasswordInputSchema } from "@/lib/collections/user";
import { TEXTS } from "@/lib/texts";
import { api } from "../api-client";
import { useAuth } from "../AuthProvider";
import { fullName } from "../format";
import { useToast } from "../Toast";
import { ui } from "../ui";
import { useAdminForm, validateWith } from "../use-admin-form";

export const PASSWORD_CHANGED = "Your password has been changed.";

interface Values {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const EMPTY: Values = { currentPassword: "", newPassword: "", confirmPassword: "" };

/** The server's schema checks the two passwords it receives; the confirmation is the form's own. */
function check(values: Values) {
  const { confirmPassword, ...body } = values;
  const result = validateWith(changePasswordInputSchema, body);
  const errors: Record<string, string> = { ...result.errors };
  if (body.newPassword !== confirmPassword) errors.confirmPassword = USER_MESSAGES.passwordsDiffer;
  return Object.keys(errors).length > 0 ? { errors } : { body: result.data! };
}

const LABELS: Record<keyof Values, string> = {
  currentPassword: "Current Password",
  newPassword: "New Password",
  confirmPassword: "Confirm New Password",
};

/** Account: the signed-in user's details and a form to change their own password. */
export function ChangePasswordForm() {
  const { user } = useAuth();
  const toast = useToast();
  const { values, setValues, set, errors, setErrors, banner, setBanner, busy, save } = useAdminForm<Values>(EMPTY);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBanner("");
    const checked = check(values);
    setErrors(checked.errors ?? {});
    if (checked.errors) return;
    const changed = await save(() => api("/api/auth/change-password", { method: "POST", body: checked.body }), TEXTS.passwordChangeFailed);
    if (!changed) return;
    setValues(EMPTY);
    toast.success(PASSWORD_CHANGED);
  }

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-slate-900">Account</h1>
      {user && (
        <dl className={`${ui.card} grid max-w-3xl gap-2 text-sm sm:grid-cols-2`}>
          <div>
            <dt className="font-medium text-slate-600">Name</dt>
            <dd className="text-slate-900">{fullName(user)}</dd>
          </div>
          <div>
            <dt className="font-medium text-slate-600">Role</dt>
            <dd className="text-slate-900">{ROLE_LABELS[user.role] ?? user.role}</dd>
          </div>
          <div>
            <dt className="font-medium text-slate-600">Email</dt>
            <dd className="break-all text-slate-900">{user.email}</dd>
          </div>
          <div>
            <dt className="font-medium text-slate-600">Username</dt>
            <dd className="text-slate-900">{user.username}</dd>
          </div>
        </dl>
      )}
      <form onSubmit={onSubmit} noValidate className={`${ui.card} max-w-3xl space-y-5`}>
        <h2 className="text-lg font-semibold text-slate-900">Change Password</h2>
        {banner && (
          <div role="alert" className={ui.errorBanner}>
            {banner}
          </div>
        )}
        {(Object.keys(LABELS) as (keyof Values)[]).map((name) => (
          <div key={name}>
            <label htmlFor={`account-${name}`} className={ui.label}>
              {LABELS[name]}
            </label>
            <input
              id={`account-${name}`}
              type="password"
              autoComplete={name === "currentPassword" ? "current-password" : "new-password"}
              maxLength={USER_LIMITS.password.max}
              value={values[name]}
              onChange={(event) => set(name, event.target.value)}
              aria-invalid={Boolean(errors[name])}
              aria-describedby={errors[name] ? `account-${name}-error` : undefined}
              className={errors[name] ? ui.inputInvalid : ui.input}
            />
            {errors[name] && (
              <p id={`account-${name}-error`} className={ui.fieldError}>
                {errors[name]}
              </p>
            )}
          </div>
        ))}
        <div className="flex justify-end">
          <button type="submit" disabled={busy} className={ui.primaryButton}>
            {busy ? "Saving..." : "Change Password"}
          </button>
        </div>
      </form>
    </div>
  );
}
