import type { Mailbox } from "../config";
import type { OutboxRequestKind, RequestSource } from "../collections/outbox";
import { FIRM_NAME, FIRM_TIMEZONE, officeHoursLabel, PRACTICE_AREAS, type OfficeHours, type PracticeAreaSlug } from "../firm";

/**
 * The two mails a new request produces, as plain text and simple HTML. Everything a visitor
 * typed is treated as hostile: it is HTML-escaped in the HTML part, and the values that end up
 * in headers (subject, names) are cut to one line; addresses only ever travel as nodemailer
 * address objects, so no header is ever built from a string here.
 */

/** One new request, as both mails describe it. */
export interface RequestSummary {
  requestKind: OutboxRequestKind;
  id: string;
  /** What the visitor was told to quote. */
  reference: string;
  source: RequestSource;
  name: string;
  email: string;
  phone: string;
  practiceArea: PracticeAreaSlug | null;
  attorneyName: string;
  /** YYYY-MM-DD, or empty. */
  preferredDate: string;
  /** The message or the description of the matter. */
  matter: string;
  receivedAt: Date;
}

export interface ComposedMail {
  to: Mailbox[];
  replyTo?: Mailbox;
  subject: string;
  text: string;
  html: string;
}

const SOURCE_LABELS: Record<RequestSource, string> = {
  form: "Contact form on the website",
  dialog: "Consultation form in an attorney's profile on the website",
  chat: "Booking in the website's chat",
};

const REQUEST_LABELS: Record<OutboxRequestKind, string> = {
  "contact-message": "contact message",
  "consultation-request": "consultation request",
};

/** Line breaks and other control characters become spaces: a header value stays one line. */
export function oneLine(value: string): string {
  return value
    .replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

export function escapeHtml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
}

/**
 * Stricter than the form's check: a confirmation goes out only to an address every mail server
 * reads the same way (no quotes, commas or angle brackets that could name a second recipient).
 */
export function isDeliverableAddress(address: string): boolean {
  return address.length <= 254 && /^[a-z0-9.!#$%&*+/=?^_`{|}~-]+@[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(address);
}

/** A phone number as a dialable tel: address: digits and a leading plus only. */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, "");
  return `tel:${digits.startsWith("+") ? `+${digits.slice(1).replace(/\+/g, "")}` : digits.replace(/\+/g, "")}`;
}

function practiceAreaName(slug: PracticeAreaSlug | null): string {
  return PRACTICE_AREAS.find((area) => area.slug === slug)?.name ?? "";
}

function dayLabel(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  if (!day || Number.isNaN(date.getTime())) return "";
  return new Intl.DateTimeFormat("en-GB", { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(date);
}

function freetownTime(date: Date): string {
  return `${new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: FIRM_TIMEZONE }).format(date)} (Freetown time)`;
}

function paragraphs(text: string): string {
  return text
    .split(/\r?\n/)
    .map((line) => escapeHtml(line))
    .join("<br>");
}

function htmlPage(body: string): string {
  return `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#0f172a">${body}</body></html>`;
}

interface Row {
  label: string;
  text: string;
  /** A link for the HTML part; the plain text shows `text`. */
  href?: string;
}

interface StaffNotificationOptions {
  recipients: Mailbox[];
  /** The public address, for the link to the inbox; without it the mail names the screen. */
  siteUrl: string | undefined;
}

/** The mail that tells staff about one new request: who, how to reach them, what about, where it is. */
export function staffNotification(request: RequestSummary, options: StaffNotificationOptions): ComposedMail {
  const what = REQUEST_LABELS[request.requestKind];
  const name = oneLine(request.name);
  const consultation = request.requestKind === "consultation-request";
  const rows: Row[] = [
    { label: "Name", text: name },
    ...(request.phone ? [{ label: "Phone", text: request.phone, href: telHref(request.phone) }] : []),
    ...(request.email ? [{ label: "Email", text: request.email, href: isDeliverableAddress(request.email) ? `mailto:${request.email}` : undefined }] : []),
    ...(consultation
      ? [
          { label: "Practice area", text: practiceAreaName(request.practiceArea) || "Not given" },
          { label: "Preferred lawyer", text: request.attorneyName || "Any" },
          { label: "Preferred day", text: dayLabel(request.preferredDate) || "Not given" },
        ]
      : []),
    { label: "Source", text: SOURCE_LABELS[request.source] },
    { label: "Reference", text: request.reference },
    { label: "Received", text: freetownTime(request.receivedAt) },
  ];
  const link = options.siteUrl ? `${options.siteUrl}/admin/inbox#item-${request.id}` : undefined;
  const openIt = link ? `Open it in the inbox: ${link}` : "Open it in the back office under Inbox.";

  const text = [
    `New ${what} from ${name}`,
    "",
    ...rows.map((row) => `${row.label}: ${row.text}`),
    "",
    consultation ? "The matter:" : "Message:",
    request.matter,
    "",
    openIt,
  ].join("\n");

  const cells = rows
    .map((row) => {
      const value = row.href ? `<a href="${escapeHtml(row.href)}">${escapeHtml(row.text)}</a>` : escapeHtml(row.text);
      return `<tr><th align="left" style="padding:2px 12px 2px 0;vertical-align:top">${escapeHtml(row.label)}</th><td style="padding:2px 0">${value}</td></tr>`;
    })
    .join("");
  const html = htmlPage(
    [
      `<h1 style="font-size:18px">New ${escapeHtml(what)} from ${escapeHtml(name)}</h1>`,
      `<table role="presentation" style="border-collapse:collapse">${cells}</table>`,
      `<h2 style="font-size:15px">${consultation ? "The matter" : "Message"}</h2>`,
      `<p>${paragraphs(request.matter)}</p>`,
      link ? `<p><a href="${escapeHtml(link)}">Open it in the inbox</a></p>` : `<p>${escapeHtml(openIt)}</p>`,
    ].join(""),
  );

  return {
    to: options.recipients,
    replyTo: request.email && isDeliverableAddress(request.email) ? { name, address: request.email } : undefined,
    subject: oneLine(`New ${what} from ${name} (${request.reference})`).slice(0, 200),
    text,
    html,
  };
}

interface VisitorConfirmationOptions {
  /** The office phone the visitor can call. */
  phone: string;
  /** The office hours as staff last saved them. */
  officeHours: OfficeHours;
}

/**
 * The visitor's receipt: that the request arrived, its reference, when and how to reach the
 * office, and that it is not legal advice. It repeats nothing the visitor wrote but their name,
 * so the mail cannot be used to send someone else a text of one's choosing. Null when the
 * visitor gave no address a confirmation can safely go to.
 */
export function visitorConfirmation(request: RequestSummary, options: VisitorConfirmationOptions): ComposedMail | null {
  if (!request.email || !isDeliverableAddress(request.email)) return null;
  const what = REQUEST_LABELS[request.requestKind];
  const name = oneLine(request.name);
  const next =
    request.requestKind === "consultation-request"
      ? "A member of our team will contact you to confirm a time."
      : "A member of our team will get back to you within one working day.";
  const hours = officeHoursLabel(options.officeHours);
  const lines = [
    `Dear ${name},`,
    `Thank you for contacting ${FIRM_NAME}. Your ${what} has arrived. ${next}`,
    `Your reference: ${request.reference}`,
    `Our office is open ${hours} (Freetown time, GMT). Phone: ${options.phone}.`,
    "This e-mail only confirms that your request arrived; it is not legal advice.",
    "You receive it because this address was given with a request on our website. If that was not you, please ignore it.",
  ];
  const html = htmlPage(
    [
      `<p>${escapeHtml(lines[0])}</p>`,
      `<p>${escapeHtml(lines[1])}</p>`,
      `<p>Your reference: <strong>${escapeHtml(request.reference)}</strong></p>`,
      `<p>Our office is open ${escapeHtml(hours)} (Freetown time, GMT). Phone: <a href="${escapeHtml(telHref(options.phone))}">${escapeHtml(options.phone)}</a>.</p>`,
      `<p>${escapeHtml(lines[4])}</p>`,
      `<p style="color:#475569;font-size:13px">${escapeHtml(lines[5])}</p>`,
    ].join(""),
  );
  return {
    to: [{ name, address: request.email }],
    subject: oneLine(`We received your ${what} (reference ${request.reference})`),
    text: lines.join("\n\n"),
    html,
  };
}
