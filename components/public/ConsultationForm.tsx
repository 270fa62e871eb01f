"use client";

import { useId, type FormEvent } from "react";
import { firstBookableDay } from "@/lib/chat/calendar";
import { PRACTICE_AREAS, practiceAreasOf } from "@/lib/firm";
import { TEXTS } from "@/lib/texts";
import type { PublicAttorney } from "@/lib/services/public-attorneys";
import { describedBy, FormField, Honeypot, inputClass } from "./FormField";
import type { ConsultationFormSettings } from "./form-settings";
import { ReferenceNote } from "./ReferenceNote";
import { useJsonForm } from "./use-json-form";

/**
 * Asks for a consultation with one attorney, the attorney's first practice area chosen to start
 * with; staff follow up from the inbox.
 */
export function ConsultationForm({ attorney, settings }: { attorney: PublicAttorney; settings: ConsultationFormSettings }) {
  const { honeypot, maxLength, officeHours } = settings;
  // The server's own check, the preferred date included, against the hours it passed down.
  const form = useJsonForm("/api/consultations", () => import("@/lib/collections/inbox").then((module) => module.websiteConsultationSchema(officeHours)));
  const prefix = useId();
  const id = (name: string) => `${prefix}-${name}`;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    const data = new FormData(element);
    const value = (name: string) => String(data.get(name) ?? "").trim();
    const practiceArea = value("practiceArea");
    await form.submit(element, {
      attorneyId: attorney._id,
      name: value("name"),
      email: value("email"),
      phone: value("phone"),
      preferredDate: value("preferredDate"),
      description: value("description"),
      ...(practiceArea ? { practiceArea } : {}),
      [honeypot]: value(honeypot),
    });
  }

  if (form.status === "sent") {
    return (
      <div role="status" className="text-emerald-900">
        <p className="font-serif text-xl font-semibold">Thank you, your request has been sent.</p>
        <p className="mt-2">{attorney.name}&apos;s team will contact you within one working day to confirm a time.</p>
        <ReferenceNote reference={form.sent.reference} />
      </div>
    );
  }

  const { errors } = form;
  const sending = form.status === "sending";
  const field = (name: string) => ({
    onChange: () => {
      form.clearError(name);
      // Either contact field answers the "phone or email" error, which sits under Phone.
      if ((name === "email" || name === "phone") && errors.phone === TEXTS.phoneOrEmailRequired) form.clearError("phone");
    },
    ...describedBy(id(name), errors[name], name === "email" || name === "phone" ? id("reach") : undefined),
  });
  return (
    <form
      onSubmit={onSubmit}
      onFocus={() => void form.prepare().catch(() => undefined)}
      noValidate
      aria-labelledby={id("title")}
      className="relative space-y-4"
    >
      <h3 id={id("title")} className="font-serif text-xl font-semibold text-navy-900">
        Request a consultation with {attorney.name}
      </h3>
      <p id={id("reach")} className="text-sm text-slate-600">
        Give us a phone number or an email address so we can confirm a time.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={id("name")} label="Name" error={errors.name}>
          <input id={id("name")} name="name" autoComplete="name" required maxLength={maxLength.name} className={inputClass} {...field("name")} />
        </FormField>
        <FormField id={id("email")} label="Email" error={errors.email}>
          <input id={id("email")} name="email" type="email" autoComplete="email" maxLength={maxLength.email} className={inputClass} {...field("email")} />
        </FormField>
        <FormField id={id("phone")} label="Phone" error={errors.phone}>
          <input id={id("phone")} name="phone" type="tel" autoComplete="tel" maxLength={maxLength.phone} className={inputClass} {...field("phone")} />
        </FormField>
        <FormField id={id("preferredDate")} label="Preferred date" error={errors.preferredDate}>
          <input
            id={id("preferredDate")}
            name="preferredDate"
            type="date"
            min={firstBookableDay(new Date())}
            className={inputClass}
            {...field("preferredDate")}
          />
        </FormField>
      </div>
      <FormField id={id("practiceArea")} label="Practice area" error={errors.practiceArea}>
        <select
          id={id("practiceArea")}
          name="practiceArea"
          defaultValue={practiceAreasOf(attorney.specialties)[0]?.slug ?? ""}
          className={inputClass}
          {...field("practiceArea")}
        >
          <option value="">Not sure yet</option>
          {PRACTICE_AREAS.map((area) => (
            <option key={area.slug} value={area.slug}>
              {area.name}
            </option>
          ))}
        </select>
      </FormField>
      <FormField id={id("description")} label="Briefly describe your matter" error={errors.description}>
        <textarea
          id={id("description")}
          name="description"
          rows={4}
          required
          maxLength={maxLength.description}
          className={inputClass}
          {...field("description")}
        />
      </FormField>
      <Honeypot name={honeypot} idPrefix={prefix} />
      {form.status === "failed" ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          {form.failure ?? `Your request could not be sent. Please try again in a moment, or call us on ${attorney.contact.phone}.`}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={sending}
        className="inline-flex items-center justify-center rounded-md bg-navy-800 px-6 py-3 font-semibold text-white shadow hover:bg-navy-700 disabled:cursor-wait disabled:opacity-70"
      >
        {sending ? "Sending..." : "Send request"}
      </button>
    </form>
  );
}
