"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState, type FormEvent, type ReactNode } from "react";
import { ATTORNEY_LIMITS as L, attorneyCreateSchema, attorneyInputSchema } from "@/lib/collections/attorney";
import { EMAIL_MAX } from "@/lib/collections/fields";
import { TEXTS } from "@/lib/texts";
import { api } from "../api-client";
import { ChipListInput } from "../ChipListInput";
import { ImageUploader } from "../ImageUploader";
import { LoadError } from "../LoadError";
import { Spinner } from "../Spinner";
import { useToast } from "../Toast";
import type { AttorneyRecord } from "../types";
import { ui } from "../ui";
import { useLoad } from "../use-load";
import { useAdminForm, validateWith } from "../use-admin-form";
import { useUnsavedChangesPrompt } from "../use-unsaved-changes-prompt";
import { EMPTY_ATTORNEY, attorneyPayload, missingFields, valuesFromAttorney, type AttorneyFormValues } from "./form-values";

const ATTORNEYS_PATH = "/admin/attorneys";
const RATINGS = [5, 4, 3, 2, 1] as const;

function Section({ title, required = false, children }: { title: string; required?: boolean; children: ReactNode }) {
  return (
    <fieldset className={`${ui.card} space-y-4`}>
      <legend className={`px-1 text-lg font-semibold text-slate-900 ${required ? REQUIRED_MARK : ""}`}>{title}</legend>
      {children}
    </fieldset>
  );
}

/** The star after a required field's label; the field's own `required` tells assistive technology. */
const REQUIRED_MARK = "after:ml-0.5 after:text-red-700 after:content-['*']";

type InputProps = { id: string; className: string; "aria-invalid": boolean; "aria-describedby"?: string };

interface FieldProps {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  children: (props: InputProps) => ReactNode;
}

/** The form's required one-line texts, each bounded by its limits in the collection. */
type TextKey = "name" | "title" | "location" | "address" | "phone";

function Field({ id, label, required = false, error, children }: FieldProps) {
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className={`${ui.label} ${required ? REQUIRED_MARK : ""}`}>
        {label}
      </label>
      {children({ id, className: error ? ui.inputInvalid : ui.input, "aria-invalid": Boolean(error), "aria-describedby": error ? errorId : undefined })}
      {error && (
        <p id={errorId} className={ui.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}

/** Create and edit a team member: one screen for both, as the specification describes. */
export function AttorneyForm({ attorneyId }: { attorneyId?: string }) {
  const router = useRouter();
  const toast = useToast();
  const editing = Boolean(attorneyId);
  const [initial, setInitial] = useState<AttorneyFormValues | null>(editing ? null : EMPTY_ATTORNEY);
  const form = useAdminForm<AttorneyFormValues>(EMPTY_ATTORNEY);
  const { values, setValues, errors: fieldErrors, setErrors } = form;
  const [uploading, setUploading] = useState(false);
  const [submitted, setSubmitted] = useState(false);

  const { failed: loadFailed, retry } = useLoad<{ attorney: AttorneyRecord }>(attorneyId && `/api/attorneys/${attorneyId}`, ({ attorney }) => {
    const loaded = valuesFromAttorney(attorney);
    setInitial(loaded);
    setValues(loaded);
  });

  const dirty = initial !== null && !form.busy && JSON.stringify(values) !== JSON.stringify(initial);
  const confirmLeave = useUnsavedChangesPrompt(dirty);

  function set<K extends keyof AttorneyFormValues>(key: K, value: AttorneyFormValues[K]) {
    form.set(key, value, serverKey(key));
  }

  /** The input of a required one-line text, as Field renders it. */
  function textInput(p: InputProps, key: TextKey, type: "text" | "tel" = "text") {
    return <input {...p} type={type} required minLength={L[key].min} maxLength={L[key].max} value={values[key]} onChange={(e) => set(key, e.target.value)} />;
  }

  /** The input of a whole number, kept as text while typed. */
  function wholeNumberInput(p: InputProps, key: "order" | "reviews", placeholder?: string) {
    return (
      <input
        {...p}
        type="number"
        min={L[key].min}
        max={L[key].max}
        step={1}
        placeholder={placeholder}
        value={values[key]}
        onChange={(e) => set(key, e.target.value)}
      />
    );
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    form.setBanner("");
    // The server's own schema, so the browser shows the messages the API would send.
    const checked = validateWith(editing ? attorneyInputSchema : attorneyCreateSchema, attorneyPayload(values));
    setErrors(checked.errors ?? {});
    if (checked.errors) {
      const first = Object.keys(checked.errors)[0];
      document.getElementById(first.replace(/^contact\./, ""))?.focus();
      return;
    }
    const saved = await form.save(async () => {
      await api(editing ? `/api/attorneys/${attorneyId}` : "/api/attorneys", { method: editing ? "PUT" : "POST", body: checked.data });
    }, TEXTS.attorneySaveFailed);
    if (!saved) return;
    toast.success(editing ? `${values.name.trim()} updated.` : `${values.name.trim()} added to the team.`);
    router.push(ATTORNEYS_PATH);
  }

  if (loadFailed) {
    return (
      <div className="space-y-4">
        <LoadError text={TEXTS.attorneyLoadFailed} onRetry={retry} />
        <Link href={ATTORNEYS_PATH} className={ui.link}>
          Back to team members
        </Link>
      </div>
    );
  }
  if (!initial) return <Spinner label="Loading attorney data..." />;

  const missing = missingFields(values);
  const fe = fieldErrors;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">{editing ? "Edit Team Member" : "Add New Team Member"}</h1>
        <p className="mt-1 text-sm text-slate-600">
          Fields marked <span className="text-red-700">*</span> are required.
        </p>
      </div>
      {form.banner && (
        <div role="alert" className={ui.errorBanner}>
          {form.banner}
        </div>
      )}

      <Section title="Basic Information">
        <div className="grid gap-4 md:grid-cols-2">
          <Field id="name" required label="Full Name" error={fe.name}>
            {(p) => textInput(p, "name")}
          </Field>
          <Field id="title" required label="Title/Position" error={fe.title}>
            {(p) => textInput(p, "title")}
          </Field>
          <Field id="location" required label="Location" error={fe.location}>
            {(p) => textInput(p, "location")}
          </Field>
          <Field id="order" label="Display Order" error={fe.order}>
            {(p) => wholeNumberInput(p, "order", editing ? undefined : "Last in the list")}
          </Field>
        </div>
      </Section>

      <Section title="Profile Image" required>
        <ImageUploader image={values.image} onChange={(image) => set("image", image)} onBusyChange={setUploading} describedBy="image-required" />
        {!values.image && (
          <p id="image-required" className={submitted ? ui.fieldError : "text-sm text-slate-600"}>
            {TEXTS.imageRequired}
          </p>
        )}
      </Section>

      <Section title="Ratings and Reviews">
        <div className="grid gap-4 md:grid-cols-2">
          <Field id="rating" label="Rating" error={fe.rating}>
            {(p) => (
              <select {...p} value={values.rating} onChange={(e) => set("rating", Number(e.target.value))}>
                {RATINGS.map((stars) => (
                  <option key={stars} value={stars}>
                    {stars} {stars === 1 ? "Star" : "Stars"}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field id="reviews" label="Number of Reviews" error={fe.reviews}>
            {(p) => wholeNumberInput(p, "reviews")}
          </Field>
        </div>
      </Section>

      <Section title="Specialties">
        <ChipListInput
          label="Specialties"
          items={values.specialties}
          onChange={(list) => set("specialties", list)}
          placeholder="e.g. Land Law"
          maxLength={L.specialty.max}
          maxItems={L.specialtiesMax}
        />
        {fe.specialties && <p className={ui.fieldError}>{fe.specialties}</p>}
      </Section>

      <Section title="Biography">
        <Field id="bio" required label="Bio" error={fe.bio}>
          {(p) => (
            <textarea {...p} required rows={8} minLength={L.bio.min} maxLength={L.bio.max} value={values.bio} onChange={(e) => set("bio", e.target.value)} />
          )}
        </Field>
        <p className="text-sm text-slate-600">Separate paragraphs with a blank line.</p>
      </Section>

      <Section title="Education and Professional Memberships">
        <ChipListInput
          label="Education"
          items={values.education}
          onChange={(list) => set("education", list)}
          placeholder="e.g. LLB, Fourah Bay College"
          maxLength={L.education.max}
          maxItems={L.educationMax}
        />
        {fe.education && <p className={ui.fieldError}>{fe.education}</p>}
      </Section>

      <Section title="Contact Information">
        <div className="grid gap-4 md:grid-cols-2">
          <div className="md:col-span-2">
            <Field id="address" required label="Address" error={fe["contact.address"]}>
              {(p) => textInput(p, "address")}
            </Field>
          </div>
          <Field id="phone" required label="Phone" error={fe["contact.phone"]}>
            {(p) => textInput(p, "phone", "tel")}
          </Field>
          <Field id="email" required label="Email" error={fe["contact.email"]}>
            {(p) => <input {...p} type="email" required maxLength={EMAIL_MAX} value={values.email} onChange={(e) => set("email", e.target.value)} />}
          </Field>
        </div>
      </Section>

      <div className={ui.card}>
        <label className="inline-flex items-center gap-2 text-slate-800">
          <input type="checkbox" checked={values.isActive} onChange={(e) => set("isActive", e.target.checked)} className={`h-4 w-4 ${ui.focus}`} />
          Active (visible on website)
        </label>
      </div>

      <div className="flex flex-wrap justify-end gap-3">
        <button
          type="button"
          onClick={() => {
            if (confirmLeave()) router.push(ATTORNEYS_PATH);
          }}
          className={ui.secondaryButton}
        >
          Cancel
        </button>
        <button
          type="submit"
          disabled={form.busy || uploading || !values.image}
          aria-describedby={missing.length > 0 ? "missing-fields" : undefined}
          className={ui.primaryButton}
        >
          {form.busy ? "Saving..." : editing ? "Update Member" : "Create Member"}
        </button>
      </div>
      {missing.length > 0 && (
        <p id="missing-fields" className="text-right text-sm text-slate-700" data-testid="missing-fields">
          Still missing: {missing.join(", ")}
        </p>
      )}
    </form>
  );
}

/** Server field errors use the payload's paths; contact fields sit under `contact.`. */
function serverKey(key: keyof AttorneyFormValues): string {
  return key === "address" || key === "phone" || key === "email" ? `contact.${key}` : key;
}
