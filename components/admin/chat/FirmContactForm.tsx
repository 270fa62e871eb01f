"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { WEEKDAY_NAMES, type FirmContact, type OfficeHours, type Weekday } from "@/lib/firm";
import { api } from "../api-client";
import { useToast } from "../Toast";
import { ui } from "../ui";
import { useAdminForm } from "../use-admin-form";

const SOCIAL = [
  { key: "facebook", label: "Facebook address" },
  { key: "linkedin", label: "LinkedIn address" },
  { key: "x", label: "X address" },
] as const;

/** "Police: 999" lines; the server checks each name and phone. */
function readEmergencyContacts(text: string): { name: string; phone: string }[] {
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const colon = line.lastIndexOf(":");
      return colon < 0 ? { name: "", phone: line } : { name: line.slice(0, colon).trim(), phone: line.slice(colon + 1).trim() };
    });
}

/** The firm's address, phone, emails and social profiles, as the chat and the site show them. */
export function FirmContactForm({ contact }: { contact: FirmContact }) {
  const router = useRouter();
  const toast = useToast();
  const {
    values: draft,
    setValues: setDraft,
    banner,
    busy,
    save,
  } = useAdminForm({
    address: contact.address,
    phone: contact.phone,
    whatsapp: contact.whatsapp,
    email1: contact.emails[0],
    email2: contact.emails[1],
    facebook: contact.social.facebook ?? "",
    linkedin: contact.social.linkedin ?? "",
    x: contact.social.x ?? "",
    notify: contact.notificationEmails.join(", "),
    emergency: contact.emergencyContacts.map((entry) => `${entry.name}: ${entry.phone}`).join("\n"),
  });
  const [officeHours, setOfficeHours] = useState<OfficeHours>(contact.officeHours);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const saved = await save(
      () =>
        api("/api/admin/firm", {
          method: "PUT",
          body: {
            address: draft.address,
            phone: draft.phone,
            whatsapp: draft.whatsapp,
            officeHours,
            emails: [draft.email1, draft.email2],
            social: { facebook: draft.facebook, linkedin: draft.linkedin, x: draft.x },
            notificationEmails: draft.notify.split(/[\s,;]+/).filter(Boolean),
            emergencyContacts: readEmergencyContacts(draft.emergency),
          },
        }),
      "The firm details could not be saved. Please try again.",
    );
    if (!saved) return;
    toast.success("Firm details saved.");
    router.refresh();
  }

  const field = (key: keyof typeof draft, label: string, type = "text", required = true) => (
    <label className={ui.label}>
      {label}
      <input className={ui.input} type={type} required={required} value={draft[key]} onChange={(e) => setDraft({ ...draft, [key]: e.target.value })} />
    </label>
  );

  return (
    <form onSubmit={submit} className={`${ui.card} max-w-3xl space-y-3`} aria-label="Firm details">
      {banner && (
        <p className={ui.errorBanner} role="alert">
          {banner}
        </p>
      )}
      {field("address", "Address")}
      {field("phone", "Phone", "tel")}
      {field("whatsapp", "WhatsApp number (international, e.g. +232 76 123 456)", "tel", false)}
      {field("email1", "General email", "email")}
      {field("email2", "Consultations email", "email")}
      {SOCIAL.map((social) => (
        <div key={social.key}>{field(social.key, social.label, "url", false)}</div>
      ))}
      <OfficeHoursFields value={officeHours} onChange={setOfficeHours} />
      {field("notify", "Emails for new requests", "text", false)}
      <p className="text-sm text-slate-600">
        Staff are emailed about each new message and consultation request at these addresses (up to 5, separated by commas); when empty, at the general email.
      </p>
      <label className={ui.label}>
        Emergency contacts, one per line as &quot;name: phone&quot; (the chat gives them to a visitor in danger)
        <textarea className={ui.input} rows={3} value={draft.emergency} onChange={(e) => setDraft({ ...draft, emergency: e.target.value })} />
      </label>
      <div className="flex justify-end">
        <button type="submit" className={ui.primaryButton} disabled={busy}>
          {busy ? "Saving..." : "Save details"}
        </button>
      </div>
    </form>
  );
}

/** Monday first, as the office week is read here. */
const WEEK: Weekday[] = [1, 2, 3, 4, 5, 6, 0];

/** The weekly hours as periods (days, opening and closing time, Freetown time); the server checks them. */
function OfficeHoursFields({ value, onChange }: { value: OfficeHours; onChange: (next: OfficeHours) => void }) {
  const update = (index: number, change: Partial<OfficeHours[number]>) => onChange(value.map((period, i) => (i === index ? { ...period, ...change } : period)));
  const toggleDay = (index: number, day: Weekday) => {
    const days = value[index].days;
    update(index, { days: days.includes(day) ? days.filter((d) => d !== day) : [...days, day].sort((a, b) => a - b) });
  };
  return (
    <fieldset className="space-y-3 rounded border border-slate-200 p-3">
      <legend className={ui.label}>Office hours (Freetown time)</legend>
      {value.map((period, index) => (
        <div
          key={index}
          role="group"
          aria-label={`Office hours, period ${index + 1}`}
          className="space-y-2 border-b border-slate-100 pb-3 last:border-0 last:pb-0"
        >
          <div className="flex flex-wrap gap-x-3 gap-y-1">
            {WEEK.map((day) => (
              <label key={day} className="inline-flex items-center gap-1 text-sm text-slate-700">
                <input type="checkbox" checked={period.days.includes(day)} onChange={() => toggleDay(index, day)} />
                {WEEKDAY_NAMES[day]}
              </label>
            ))}
          </div>
          <div className="flex flex-wrap items-end gap-3">
            <label className={ui.label}>
              Opens
              <input className={ui.input} type="time" required value={period.opens} onChange={(e) => update(index, { opens: e.target.value })} />
            </label>
            <label className={ui.label}>
              Closes
              <input className={ui.input} type="time" required value={period.closes} onChange={(e) => update(index, { closes: e.target.value })} />
            </label>
            {value.length > 1 ? (
              <button type="button" className={ui.dangerButton} onClick={() => onChange(value.filter((_, i) => i !== index))}>
                Remove period {index + 1}
              </button>
            ) : null}
          </div>
        </div>
      ))}
      {value.length < WEEK.length ? (
        <button type="button" className={ui.secondaryButton} onClick={() => onChange([...value, { days: [], opens: "09:00", closes: "13:00" }])}>
          Add opening hours
        </button>
      ) : null}
    </fieldset>
  );
}
