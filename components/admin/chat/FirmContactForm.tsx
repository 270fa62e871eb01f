"use client";

import { useRouter } from "next/navigation";
import type { FormEvent } from "react";
import type { FirmContact } from "@/lib/firm";
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
  const { values: draft, setValues: setDraft, banner, busy, save } = useAdminForm({
    address: contact.address,
    phone: contact.phone,
    email1: contact.emails[0],
    email2: contact.emails[1],
    facebook: contact.social.facebook ?? "",
    linkedin: contact.social.linkedin ?? "",
    x: contact.social.x ?? "",
    notify: contact.notificationEmails.join(", "),
    emergency: contact.emergencyContacts.map((entry) => `${entry.name}: ${entry.phone}`).join("\n"),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const saved = await save(
      () =>
        api("/api/admin/firm", {
          method: "PUT",
          body: {
            address: draft.address,
            phone: draft.phone,
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
      {field("email1", "General email", "email")}
      {field("email2", "Consultations email", "email")}
      {SOCIAL.map((social) => <div key={social.key}>{field(social.key, social.label, "url", false)}</div>)}
      {field("notify", "Emails for new requests", "text", false)}
      <p className="text-sm text-slate-600">Staff are emailed about each new message and consultation request at these addresses (up to 5, separated by commas); when empty, at the general email.</p>
      <label className={ui.label}>
        Emergency contacts, one per line as &quot;name: phone&quot; (the chat gives them to a visitor in danger)
        <textarea className={ui.input} rows={3} value={draft.emergency} onChange={(e) => setDraft({ ...draft, emergency: e.target.value })} />
      </label>
      <div className="flex justify-end">
        <button type="submit" className={ui.primaryButton} disabled={busy}>{busy ? "Saving..." : "Save details"}</button>
      </div>
    </form>
  );
}
