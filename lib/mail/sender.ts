import nodemailer, { type Transporter } from "nodemailer";
import { FIRM_NAME } from "../firm";
import type { Mailbox } from "../config";
import { getConfig } from "../config";
import { errorText, logger } from "../log";
import { claimNextMail, markMailAttemptFailed, markMailSent, nextMailDueAt, outboxSignal, type ClaimedMail, type RetryPolicy } from "../services/outbox";

/**
 * Delivers the outbox. Each sender loops: claim a due mail, send it over SMTP, record the
 * outcome; when nothing is due it sleeps until the next mail falls due, a new one is queued in
 * this process, or the poll interval passes (which is how mail queued by another instance is
 * picked up). Several senders, in one process or many, share the outbox safely.
 */
export interface OutboxSenderOptions {
  smtpUrl: string;
  from: Mailbox;
  retry?: RetryPolicy;
  /** How long a claimed mail stays with its sender before another may take it over. */
  leaseMs?: number;
  /** The longest sleep between two looks at the outbox. */
  pollMs?: number;
  /** Limits on one SMTP conversation, so a silent server cannot hold a mail past its lease. */
  smtpTimeoutMs?: number;
}

/** About three hours of tries: 30 s, 1, 2, 4, 8, 16, 32 minutes, then hourly. */
const DEFAULT_RETRY: RetryPolicy = { maxAttempts: 10, baseDelayMs: 30_000, maxDelayMs: 60 * 60_000 };
const DEFAULT_LEASE_MS = 5 * 60_000;
const DEFAULT_POLL_MS = 15_000;
const DEFAULT_SMTP_TIMEOUT_MS = 60_000;
const MIN_SLEEP_MS = 25;
const STOP_GRACE_MS = 5_000;

export class OutboxSender {
  private readonly transport: Transporter;
  private readonly from: Mailbox;
  private readonly retry: RetryPolicy;
  private readonly leaseMs: number;
  private readonly pollMs: number;
  private running: Promise<void> | undefined;
  private stopping = false;
  /** Set by every enqueue; a sleep that begins after one returns at once. */
  private signalled = false;
  private wake: (() => void) | undefined;
  private readonly onQueued = () => {
    this.signalled = true;
    this.wake?.();
  };

  constructor(options: OutboxSenderOptions) {
    const timeout = options.smtpTimeoutMs ?? DEFAULT_SMTP_TIMEOUT_MS;
    this.transport = nodemailer.createTransport({
      url: options.smtpUrl,
      connectionTimeout: timeout,
      greetingTimeout: timeout,
      socketTimeout: timeout,
    });
    this.from = { name: options.from.name || FIRM_NAME, address: options.from.address };
    this.retry = options.retry ?? DEFAULT_RETRY;
    this.leaseMs = options.leaseMs ?? Math.max(DEFAULT_LEASE_MS, 3 * timeout);
    this.pollMs = options.pollMs ?? DEFAULT_POLL_MS;
  }

  start(): void {
    if (this.running) return;
    this.stopping = false;
    this.signalled = true;
    outboxSignal.on("queued", this.onQueued);
    this.running = this.loop();
  }

  /**
   * Stops taking mail. A mail being sent is finished and recorded first, for up to a few
   * seconds; a mail server that hangs longer does not hold up the shutdown, and that mail is
   * taken over by a sender once its lease runs out.
   */
  async stop(): Promise<void> {
    this.stopping = true;
    outboxSignal.off("queued", this.onQueued);
    this.wake?.();
    await Promise.race([this.running, new Promise((resolve) => setTimeout(resolve, STOP_GRACE_MS).unref())]);
    this.running = undefined;
    this.transport.close();
  }

  private async loop(): Promise<void> {
    while (!this.stopping) {
      let sleepMs = this.pollMs;
      try {
        sleepMs = await this.drain();
      } catch (error) {
        // The database is away or refused: look again after the poll interval.
        logger.error({ error: errorText(error) }, "The outbox could not be read");
      }
      if (!this.stopping) await this.sleep(sleepMs);
    }
  }

  /** Sends every due mail; returns how long to sleep before the next one falls due. */
  private async drain(): Promise<number> {
    this.signalled = false;
    while (!this.stopping) {
      const mail = await claimNextMail(this.leaseMs);
      if (!mail) break;
      await this.deliver(mail);
    }
    const due = await nextMailDueAt();
    if (!due) return this.pollMs;
    // A short floor: a mail due now but just taken by another sender must not make this one spin.
    return Math.min(this.pollMs, Math.max(MIN_SLEEP_MS, due.getTime() - Date.now()));
  }

  private async deliver(mail: ClaimedMail): Promise<void> {
    if (mail.attempts > this.retry.maxAttempts) {
      // Its sender stopped mid-way on the last try; whether it went out is unknown.
      await markMailAttemptFailed(mail, "The sender stopped before the last try finished", this.retry);
      return;
    }
    let failure: string | undefined;
    try {
      await this.transport.sendMail({
        from: this.from,
        to: mail.to,
        replyTo: mail.replyTo,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: { "Auto-Submitted": "auto-generated" },
      });
    } catch (error) {
      failure = (error as Error)?.message ?? String(error);
    }
    // Recorded outside the try: a mail that went out is never counted as a failed try.
    if (failure === undefined) {
      await markMailSent(mail);
      return;
    }
    const status = await markMailAttemptFailed(mail, failure, this.retry);
    logger.error(
      { mail: mail.id, attempt: mail.attempts, error: failure },
      status === "failed" ? "A mail failed after its last try" : "A mail will be tried again",
    );
  }

  private sleep(ms: number): Promise<void> {
    if (this.signalled || this.stopping) return Promise.resolve();
    return new Promise((resolve) => {
      // The server keeps the process alive; a sleeping sender never does by itself.
      const timer = setTimeout(done, ms).unref();
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wake = () => {
        this.wake = undefined;
        done();
      };
    });
  }
}

// The sender of this process, kept on globalThis so that the server's shutdown, which loads its
// own copy of this module, stops the one the startup began.
const shared = globalThis as typeof globalThis & { __chambersOutboxSender?: OutboxSender };

/** Starts this process's sender when SMTP_URL is set; without it nothing is ever sent. */
export function startOutboxSender(): void {
  const mail = getConfig().mail;
  if (!mail || shared.__chambersOutboxSender) return;
  shared.__chambersOutboxSender = new OutboxSender({ smtpUrl: mail.smtpUrl, from: mail.from });
  shared.__chambersOutboxSender.start();
  logger.info("Outgoing mail is on");
}

export async function stopOutboxSender(): Promise<void> {
  const sender = shared.__chambersOutboxSender;
  shared.__chambersOutboxSender = undefined;
  await sender?.stop();
}
