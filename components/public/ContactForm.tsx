"use client";

import { useRef, type FormEvent } from "react";
import { TEXTS } from "@/lib/texts";
import type { ContactFormSettings } from "./form-settings";
import { describedBy, FormField, Honeypot, inputClass } from "./FormField";
import { ReferenceNote } from "./ReferenceNote";
import { useJsonForm } from "./use-json-form";

const loadSchema = () => import("@/lib/collections/inbox").then((module) => module.contactInputSchema);

export function ContactForm({ phone, settings }: { phone: string; settings: ContactFormSettings }) {
  const { honeypot, maxLength } = settings;
  const form = useJsonForm("/api/contact", loadSchema);
  const formRef = useRef<HTMLFormElement>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const value = (name: string) => String(data.get(name) ?? "");
    const sent = await form.submit(formRef.current, {
      name: value("name"),
      email: value("email"),
      phone: value("phone"),
      message: value("message"),
      [honeypot]: value(honeypot),
    });
    if (sent) formRef.current?.reset();
  }

  if (form.status === "sent") {
    return (
      <div role="status" className="rounded-2xl border border-emerald-200 bg-emerald-50 p-8 text-emerald-900">
        <p className="font-serif text-xl font-semibold">Thank you, your message has been sent.</p>
        <p className="mt-2">We reply to every message within one working day.</p>
        <ReferenceNote reference={form.sent.reference} />
        <button type="button" onClick={form.reset} className="mt-6 rounded-md font-semibold text-emerald-900 underline underline-offset-4">
          Send another message
        </button>
      </div>
    );
  }

  const { errors } = form;
  const sending = form.status === "sending";
  // Either contact field answers the "phone or email" error, which sits under Phone.
  const clearContactError = (field: "email" | "phone") => {
    form.clearError(field);
    if (errors.phone === TEXTS.phoneOrEmailRequired) form.clearError("phone");
  };
  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      onFocus={() => void form.prepare().catch(() => undefined)}
      noValidate
      aria-labelledby="contact-form-title"
      className="relative space-y-5"
    >
      <h3 id="contact-form-title" className="font-serif text-2xl font-semibold text-navy-900">
        Send a Message
      </h3>
      <FormField id="contact-name" label="Name" error={errors.name}>
        <input
          id="contact-name"
          name="name"
          type="text"
          autoComplete="name"
          required
          maxLength={maxLength.name}
          className={inputClass}
          onChange={() => form.clearError("name")}
          {...describedBy("contact-name", errors.name)}
        />
      </FormField>
      <p id="contact-reach" className="text-sm text-slate-600">
        Give us a phone number or an email address so we can reply.
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="contact-email" label="Email" error={errors.email}>
          <input
            id="contact-email"
            name="email"
            type="email"
            autoComplete="email"
            maxLength={maxLength.email}
            className={inputClass}
            onChange={() => clearContactError("email")}
            {...describedBy("contact-email", errors.email, "contact-reach")}
          />
        </FormField>
        <FormField id="contact-phone" label="Phone" error={errors.phone}>
          <input
            id="contact-phone"
            name="phone"
            type="tel"
            autoComplete="tel"
            maxLength={maxLength.phone}
            className={inputClass}
            onChange={() => clearContactError("phone")}
            {...describedBy("contact-phone", errors.phone, "contact-reach")}
          />
        </FormField>
      </div>
      <FormField id="contact-message" label="Message" error={errors.message}>
        <textarea
          id="contact-message"
          name="message"
          rows={5}
          required
          maxLength={maxLength.message}
          className={inputClass}
          onChange={() => form.clearError("message")}
          {...describedBy("contact-message", errors.message)}
        />
      </FormField>
      <Honeypot name={honeypot} idPrefix="contact" />
      {form.status === "failed" ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          {form.failure ?? `Your message could not be sent. Please try again in a moment, or call us on ${phone}.`}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={sending}
        className="inline-flex w-full items-center justify-center rounded-md bg-navy-800 px-6 py-3 font-semibold text-white shadow transition hover:bg-navy-700 disabled:cursor-wait disabled:opacity-70 sm:w-auto"
      >
        {sending ? "Sending..." : "Send Message"}
      </button>
    </form>
  );
}
