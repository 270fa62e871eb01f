/**
 * The outbox: every e-mail the site sends is first stored here and then delivered by the
 * sender in the server process, so a request never waits on the mail server and a mail server
 * outage delays mail instead of losing it.
 */
export const OUTBOX_STATUSES = ["queued", "sending", "sent", "failed"] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** Who a mail is for: the staff about a new request, or the visitor who made it. */
export const OUTBOX_KINDS = ["staff-notification", "visitor-confirmation"] as const;
export type OutboxKind = (typeof OUTBOX_KINDS)[number];

/** The inbox item a mail is about. */
export const OUTBOX_REQUEST_KINDS = ["contact-message", "consultation-request"] as const;
export type OutboxRequestKind = (typeof OUTBOX_REQUEST_KINDS)[number];

/** Where a request came from, as staff read it in the notification. */
export type RequestSource = "form" | "dialog" | "chat";

export const OUTBOX_LIMITS = {
  recipients: 5,
  subject: 200,
  lastError: 500,
} as const;

/** Delivered mails are deleted this long after they went out. */
export const SENT_MAIL_KEPT_DAYS = 90;

/** How many mails the back office lists, newest first; older ones stay stored. */
export const OUTBOX_PAGE = 200;

export const OUTBOX_STATUS_LABELS: Record<OutboxStatus, string> = { queued: "Queued", sending: "Sending", sent: "Sent", failed: "Failed" };
export const OUTBOX_KIND_LABELS: Record<OutboxKind, string> = { "staff-notification": "Staff notification", "visitor-confirmation": "Visitor confirmation" };

export const MAIL_NOT_FOUND = "Mail not found";
