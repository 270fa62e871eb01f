import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/**
 * A real SMTP server on a local port for the mail tests: it keeps every message it accepts,
 * can refuse recipients with a temporary error, and can be stopped and started again on the
 * same port to play a mail server that is away.
 */
export interface ReceivedMail {
  from: string;
  rcptTo: string[];
  raw: string;
  headers: Map<string, string[]>;
  subject: string;
  text: string;
  html: string;
}

export interface TestSmtpServer {
  readonly port: number;
  readonly url: string;
  readonly received: ReceivedMail[];
  /** RCPT TO commands seen, accepted or refused. */
  readonly recipientsTried: string[];
  refuse: boolean;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Resolves once `count` mails have arrived in all (fails the test after timeoutMs). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
}

export async function startSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const recipientsTried: string[] = [];
  let server: SMTPServer | undefined;
  let port = 0;
  const state = {
    refuse: false,
  };

  const create = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onRcptTo(address, _session, callback) {
        recipientsTried.push(address.address);
        if (!state.refuse) return callback();
        callback(Object.assign(new Error("Mailbox busy, try again later"), { responseCode: 451 }));
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          const raw = Buffer.concat(chunks).toString("utf8");
          const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : "";
          received.push({ from, rcptTo: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw, ...parseMessage(raw) });
          callback();
        });
      },
    });

  const start = () =>
    new Promise<void>((resolve, reject) => {
      server = create();
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => {
        port = (server!.server.address() as AddressInfo).port;
        resolve();
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      const closing = server;
      server = undefined;
      if (!closing) return resolve();
      closing.close(() => resolve());
    });

  await start();
  return {
    get port() {
      return port;
    },
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    received,
    recipientsTried,
    get refuse() {
      return state.refuse;
    },
    set refuse(value: boolean) {
      state.refuse = value;
    },
    start,
    stop,
    async waitFor(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} mails, got ${received.length}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return received.slice(0, count);
    },
  };
}

/** Just enough MIME to read what nodemailer sends: headers, encoded words, text and HTML parts. */
export function parseMessage(raw: string): Pick<ReceivedMail, "headers" | "subject" | "text" | "html"> {
  const { headers, body } = splitEntity(raw);
  const parts: Record<string, string> = {};
  collectParts(headers, body, parts);
  return { headers, subject: decodeWords(headers.get("subject")?.[0] ?? ""), text: parts["text/plain"] ?? "", html: parts["text/html"] ?? "" };
}

function splitEntity(entity: string): { headers: Map<string, string[]>; body: string } {
  const end = entity.indexOf("\r\n\r\n");
  const head = end === -1 ? entity : entity.slice(0, end);
  const body = end === -1 ? "" : entity.slice(end + 4);
  const headers = new Map<string, string[]>();
  // Folded lines continue the header above them.
  for (const line of head.replace(/\r\n[ \t]+/g, " ").split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    headers.set(name, [...(headers.get(name) ?? []), line.slice(colon + 1).trim()]);
  }
  return { headers, body };
}

function collectParts(headers: Map<string, string[]>, body: string, parts: Record<string, string>): void {
  const type = headers.get("content-type")?.[0] ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    for (const section of body.split(`--${boundary}`).slice(1)) {
      if (section.startsWith("--")) break;
      const inner = splitEntity(section.replace(/^\r\n/, ""));
      collectParts(inner.headers, inner.body.replace(/\r\n$/, ""), parts);
    }
    return;
  }
  const encoding = (headers.get("content-transfer-encoding")?.[0] ?? "7bit").toLowerCase();
  const mime = type.split(";")[0].trim().toLowerCase();
  parts[mime] = decodeBody(body, encoding);
}

function decodeBody(body: string, encoding: string): string {
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") return decodeQuotedPrintable(body.replace(/=\r\n/g, ""));
  return body;
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i += 1) {
    if (text[i] === "=" && /^[0-9A-F]{2}$/i.test(text.slice(i + 1, i + 3))) {
      bytes.push(parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(text[i], "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

/** RFC 2047 encoded words, as nodemailer writes non-ASCII headers. */
export function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_all, _charset: string, kind: string, data: string) =>
      kind.toUpperCase() === "B" ? Buffer.from(data, "base64").toString("utf8") : decodeQuotedPrintable(data.replace(/_/g, " ")),
    );
}
