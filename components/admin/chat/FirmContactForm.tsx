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
      <div className="flex justify-end">
        <button type="submit" className={ui.primaryButton} disabled={busy}>{busy ? "Saving..." : "Save details"}</button>
      </div>
    </form>
  );
}
