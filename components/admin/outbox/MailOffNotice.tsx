import { TEXTS } from "@/lib/texts";

/** Shown on the dashboard, the firm details and Email delivery while SMTP_URL is not set. */
export function MailOffNotice() {
  return (
    <div role="status" className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900" data-testid="mail-off-notice">
      <p className="font-semibold">{TEXTS.mailNotConfigured}</p>
      <p className="mt-1">To turn e-mail on, set SMTP_URL and MAIL_FROM in the server&apos;s environment and restart it.</p>
    </div>
  );
}
