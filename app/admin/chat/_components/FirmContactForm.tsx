"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { WEEKDAY_NAMES, type FirmContact, type OfficeHours, type Weekday } from "@/lib/firm";
import { send } from "./request";
import { ui } from "./styles";

const SOCIAL = [
  { key: "facebook", label: "Facebook address" },
  { key: "linkedin", label: "LinkedIn address" },
  { key: "x", label: "X address" },
] as const;

/** The firm's address, phone, emails and social profiles, as the chat and the site show them. */
export function FirmContactForm({ contact }: { contact: FirmContact }) {
  const router = useRouter();
  const [draft, setDraft] = useState({
    address: contact.address,
    phone: contact.phone,
    whatsapp: contact.whatsapp,
    email1: contact.emails[0],
    email2: contact.emails[1],
    facebook: contact.social.facebook ?? "",
    linkedin: contact.social.linkedin ?? "",
    x: contact.social.x ?? "",
  });
  const [officeHours, setOfficeHours] = useState<OfficeHours>(contact.officeHours);
  const [status, setStatus] = useState<{ kind: "error" | "saved"; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const result = await send("PUT", "/api/admin/firm", {
      address: draft.address,
      phone: draft.phone,
      whatsapp: draft.whatsapp,
      officeHours,
      emails: [draft.email1, draft.email2],
      social: { facebook: draft.facebook, linkedin: draft.linkedin, x: draft.x },
    });
    setBusy(false);
    setStatus(result.ok ? { kind: "saved", text: "Firm details saved." } : { kind: "error", text: result.message ?? "" });
    if (result.ok) router.refresh();
  }

  const field = (key: keyof typeof draft, label: string, type = "text", required = true) => (
    <label className={ui.label}>
      {label}
      <input className={ui.input} type={type} required={required} value={draft[key]} onChange={(e) => setDraft({ ...draft, [key]: e.target.value })} />
    </label>
  );

  return (
    <form onSubmit={submit} className={`${ui.card} space-y-3`} aria-label="Firm details">
      {status && <p className={status.kind === "error" ? ui.error : ui.notice} role={status.kind === "error" ? "alert" : "status"}>{status.text}</p>}
      {field("address", "Address")}
      {field("phone", "Phone", "tel")}
      {field("whatsapp", "WhatsApp number (international, e.g. +232 76 123 456)", "tel", false)}
      {field("email1", "General email", "email")}
      {field("email2", "Consultations email", "email")}
      {SOCIAL.map((social) => <div key={social.key}>{field(social.key, social.label, "url", false)}</div>)}
      <OfficeHoursFields value={officeHours} onChange={setOfficeHours} />
      <div className="flex justify-end">
        <button type="submit" className={ui.button} disabled={busy}>{busy ? "Saving..." : "Save details"}</button>
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
        <div key={index} role="group" aria-label={`Office hours, period ${index + 1}`} className="space-y-2 border-b border-slate-100 pb-3 last:border-0 last:pb-0">
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
              <button type="button" className={ui.danger} onClick={() => onChange(value.filter((_, i) => i !== index))}>
                Remove period {index + 1}
              </button>
            ) : null}
          </div>
        </div>
      ))}
      {value.length < WEEK.length ? (
        <button type="button" className={ui.secondary} onClick={() => onChange([...value, { days: [], opens: "09:00", closes: "13:00" }])}>
          Add opening hours
        </button>
      ) : null}
    </fieldset>
  );
}
