"use client";

import { useState, type FormEvent } from "react";
import { ROLE_LABELS, USER_LIMITS, USER_MESSAGES } from "@/lib/collections/user";
import { TEXTS } from "@/lib/texts";
import { api, errorMessage } from "../api-client";
import { useAuth } from "../AuthProvider";
import { fullName } from "../format";
import { ui } from "../ui";

export const PASSWORD_CHANGED = "Your password has been changed.";

interface Values {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const EMPTY: Values = { currentPassword: "", newPassword: "", confirmPassword: "" };

function validate(values: Values): Partial<Values> {
  const errors: Partial<Values> = {};
  if (!values.currentPassword) errors.currentPassword = USER_MESSAGES.currentPasswordRequired;
  if (!values.newPassword) errors.newPassword = USER_MESSAGES.passwordRequired;
  else if (values.newPassword.length < USER_LIMITS.password.min) errors.newPassword = USER_MESSAGES.passwordShort;
  if (values.newPassword !== values.confirmPassword) errors.confirmPassword = USER_MESSAGES.passwordsDiffer;
  return errors;
}

const LABELS: Record<keyof Values, string> = {
  currentPassword: "Current Password",
  newPassword: "New Password",
  confirmPassword: "Confirm New Password",
};

/** Account: the signed-in user's details and a form to change their own password. */
export function ChangePasswordForm() {
  const { user } = useAuth();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Values>>({});
  const [banner, setBanner] = useState("");
  const [done, setDone] = useState(false);
  const [saving, setSaving] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBanner("");
    setDone(false);
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      await api("/api/auth/change-password", {
        method: "POST",
        body: { currentPassword: values.currentPassword, newPassword: values.newPassword },
      });
      setValues(EMPTY);
      setDone(true);
    } catch (failure) {
      setBanner(errorMessage(failure, TEXTS.passwordChangeFailed));
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className="mx-auto max-w-xl space-y-6">
      <h1 className="text-2xl font-bold text-slate-900">Account</h1>
      {user && (
        <dl className={`${ui.card} grid gap-2 text-sm sm:grid-cols-2`}>
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
      <form onSubmit={onSubmit} noValidate className={`${ui.card} space-y-5`}>
        <h2 className="text-lg font-semibold text-slate-900">Change Password</h2>
        {banner && (
          <div role="alert" className={ui.errorBanner}>
            {banner}
          </div>
        )}
        {done && (
          <div role="status" className={ui.successBanner}>
            {PASSWORD_CHANGED}
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
              onChange={(event) => {
                const value = event.target.value;
                setValues((current) => ({ ...current, [name]: value }));
                setErrors((current) => ({ ...current, [name]: undefined }));
                setDone(false);
              }}
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
          <button type="submit" disabled={saving} className={ui.primaryButton}>
            {saving ? "Saving..." : "Change Password"}
          </button>
        </div>
      </form>
    </div>
  );
}
