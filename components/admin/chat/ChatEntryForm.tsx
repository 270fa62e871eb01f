"use client";

import type { FormEvent, ReactNode } from "react";
import type { z } from "zod";
import { ui } from "../ui";
import { useAdminForm, validateWith } from "../use-admin-form";

interface EntryFormOptions<D, I> {
  initial: D;
  /** What a create form empties itself to after a save. */
  empty: D;
  schema: z.ZodType;
  /** The request body the draft makes; the schema checks it before it is sent. */
  toInput: (draft: D) => I;
  /** Saves the input; throws the API's error when the server refuses it. */
  onSave: (input: I) => Promise<void>;
  /** Given only when editing an existing entry: the form then closes instead of emptying itself. */
  onCancel?: () => void;
  failed: string;
}

/**
 * The state and the submit of the chat assistant's add and edit forms: the server's schema checks
 * the draft first, its first message going to the banner; a create form (no Cancel) empties
 * itself for the next entry, an edit form is closed by its owner.
 */
export function useChatEntryForm<D extends { isActive: boolean }, I>({ initial, empty, schema, toInput, onSave, onCancel, failed }: EntryFormOptions<D, I>) {
  const form = useAdminForm(initial);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validateWith(schema, toInput(form.values));
    form.setErrors(checked.errors ?? {});
    form.setBanner(checked.errors ? Object.values(checked.errors)[0] : "");
    if (checked.errors) return;
    if ((await form.save(() => onSave(toInput(form.values)), failed)) && !onCancel) form.setValues(empty);
  }

  return { ...form, submit };
}

/**
 * The frame of a chat assistant form: the banner, the fields, then the Active box and the
 * Cancel / save buttons (Cancel only when editing an existing entry).
 */
export function ChatEntryForm({
  form,
  submitLabel,
  onCancel,
  className,
  bannerClassName = "",
  actionsClassName,
  children,
}: {
  form: { values: { isActive: boolean }; set(key: "isActive", value: boolean): void; banner: string; busy: boolean; submit(event: FormEvent): Promise<void> };
  submitLabel: string;
  onCancel?: () => void;
  className: string;
  bannerClassName?: string;
  actionsClassName: string;
  children: ReactNode;
}) {
  return (
    <form onSubmit={form.submit} noValidate className={className} aria-label={submitLabel}>
      {form.banner && (
        <p className={`${ui.errorBanner} ${bannerClassName}`.trim()} role="alert">
          {form.banner}
        </p>
      )}
      {children}
      <div className={actionsClassName}>
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input type="checkbox" className={`h-4 w-4 ${ui.focus}`} checked={form.values.isActive} onChange={(e) => form.set("isActive", e.target.checked)} />
          Active
        </label>
        <div className="flex gap-2">
          {onCancel && (
            <button type="button" className={ui.secondaryButton} onClick={onCancel}>
              Cancel
            </button>
          )}
          <button type="submit" className={ui.primaryButton} disabled={form.busy}>
            {form.busy ? "Saving..." : submitLabel}
          </button>
        </div>
      </div>
    </form>
  );
}
