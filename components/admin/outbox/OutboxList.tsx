"use client";

import { useEffect, useState } from "react";
import { OUTBOX_KIND_LABELS, OUTBOX_STATUS_LABELS, type OutboxStatus } from "@/lib/collections/outbox";
import { api, errorMessage } from "../api-client";
import { Spinner } from "../Spinner";
import type { OutboxListingRecord, OutboxMailRecord } from "../types";
import { ui } from "../ui";
import { MailOffNotice } from "./MailOffNotice";

const STATUS_STYLES: Record<OutboxStatus, string> = {
  queued: "bg-slate-200 text-slate-800",
  sending: "bg-blue-100 text-blue-900",
  sent: "bg-green-100 text-green-800",
  failed: "bg-red-100 text-red-800",
};

/** The same rule as the server's: a visitor's confirmation that arrived is never sent twice. */
function canResend(mail: OutboxMailRecord): boolean {
  return mail.status === "failed" || (mail.status === "sent" && mail.kind === "staff-notification");
}

const COLUMNS = ["Queued", "Mail", "Status", "Tries", "Last error"] as const;

function when(value: string | null): string {
  return value ? new Date(value).toLocaleString() : "";
}

/** Email delivery: every mail the site queued, its status and tries, and Resend. */
export function OutboxList() {
  const [listing, setListing] = useState<OutboxListingRecord | null>(null);
  const [loadError, setLoadError] = useState("");
  const [notice, setNotice] = useState<{ kind: "error" | "done"; text: string } | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  useEffect(() => {
    api<OutboxListingRecord>("/api/outbox")
      .then(setListing)
      .catch((error) => setLoadError(errorMessage(error, "The mail list could not be loaded.")));
  }, []);

  async function resend(mail: OutboxMailRecord) {
    setBusy(mail._id);
    try {
      const { mail: updated } = await api<{ mail: OutboxMailRecord }>(`/api/outbox/${mail._id}/resend`, { method: "POST" });
      setListing((current) => current && { ...current, mails: current.mails.map((entry) => (entry._id === updated._id ? updated : entry)) });
      setNotice({ kind: "done", text: `The mail to ${mail.to.join(", ")} is queued again.` });
    } catch (error) {
      setNotice({ kind: "error", text: errorMessage(error, "The mail could not be queued again.") });
    } finally {
      setBusy(null);
    }
  }

  if (loadError)
    return (
      <p className={ui.errorBanner} role="alert">
        {loadError}
      </p>
    );
  if (!listing) return <Spinner />;

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Email delivery</h1>
        <p className="mt-1 text-slate-600">
          Notifications to staff and confirmations to visitors, newest first. Failed tries are repeated with growing pauses.
        </p>
      </div>
      {!listing.mailConfigured && <MailOffNotice />}
      {notice && (
        <p className={notice.kind === "error" ? ui.errorBanner : ui.successBanner} role={notice.kind === "error" ? "alert" : "status"}>
          {notice.text}
        </p>
      )}
      {listing.mails.length === 0 ? (
        <p className="text-slate-600">No mail yet.</p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm">
          <table className="min-w-full divide-y divide-slate-200 text-sm">
            <thead className="bg-slate-50 text-left text-slate-700">
              <tr>
                {COLUMNS.map((column) => (
                  <th key={column} scope="col" className="px-3 py-2">
                    {column}
                  </th>
                ))}
                <th scope="col" className="px-3 py-2">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {listing.mails.map((mail) => (
                <tr key={mail._id} data-testid="outbox-mail" aria-label={`${OUTBOX_KIND_LABELS[mail.kind]} to ${mail.to.join(", ")}`}>
                  <td className="whitespace-nowrap px-3 py-2 text-slate-600">{when(mail.createdAt)}</td>
                  <td className="px-3 py-2">
                    <p className="font-medium text-slate-900">{OUTBOX_KIND_LABELS[mail.kind]}</p>
                    <p className="text-slate-600">To {mail.to.join(", ")}</p>
                    <p className="text-slate-600">Reference {mail.request.reference}</p>
                  </td>
                  <td className="px-3 py-2">
                    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_STYLES[mail.status]}`}>{OUTBOX_STATUS_LABELS[mail.status]}</span>
                    {mail.status === "sent" && mail.sentAt && <p className="mt-1 text-slate-600">{when(mail.sentAt)}</p>}
                    {mail.status === "queued" && mail.attempts > 0 && mail.nextAttemptAt && (
                      <p className="mt-1 text-slate-600">Next try {when(mail.nextAttemptAt)}</p>
                    )}
                  </td>
                  <td className="px-3 py-2 text-slate-800">{mail.attempts}</td>
                  <td className="max-w-xs break-words px-3 py-2 text-slate-700">{mail.lastError}</td>
                  <td className="px-3 py-2 text-right">
                    {canResend(mail) && (
                      <button type="button" className={ui.smallButton} disabled={busy !== null || !listing.mailConfigured} onClick={() => void resend(mail)}>
                        {busy === mail._id ? "Queuing..." : "Resend"}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
