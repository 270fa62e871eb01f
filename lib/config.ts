import path from "node:path";
import { z } from "zod";

/**
 * The process's configuration, read from the environment once and validated, so a wrong
 * variable stops the start with one line naming it instead of failing later in a request.
 */
const booleanString = z.enum(["true", "false", "1", "0", "yes", "no"]).transform((value) => value === "true" || value === "1" || value === "yes");

const fields = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  MONGODB_URI: z
    .string()
    .trim()
    .regex(/^mongodb(\+srv)?:\/\/.+/, "must start with mongodb:// or mongodb+srv://")
    .optional(),
  DATA_DIR: z.string().trim().min(1).default("./data"),
  UPLOADS_DIR: z.string().trim().min(1).default("./uploads"),
  JWT_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  ADMIN_EMAIL: z.email("must be an email address").default("admin@example.com"),
  ADMIN_PASSWORD: z.string().min(8, "must be at least 8 characters").optional(),
  PORT: z.coerce
    .number({ error: "must be a whole number from 1 to 65535" })
    .int("must be a whole number from 1 to 65535")
    .min(1, "must be a whole number from 1 to 65535")
    .max(65535, "must be a whole number from 1 to 65535")
    .default(3000),
  DEMO_CONTENT: booleanString.optional(),
  TRUST_PROXY: booleanString.default(false),
  IMAGE_STORE: z.enum(["disk", "gridfs"]).default("disk"),
  SITE_URL: z.url({ protocol: /^https?$/, error: "must be an http(s) address such as https://kamarachambers.sl" }).optional(),
  SMTP_URL: z
    .url({ protocol: /^smtps?$/, hostname: /.+/, error: "must be an smtp:// or smtps:// address such as smtps://user:password@mail.example.com:465" })
    .optional(),
  MAIL_FROM: z
    .string()
    .trim()
    .transform((value, ctx) => {
      const sender = parseMailbox(value);
      if (!sender) ctx.addIssue({ code: "custom", message: "must be an email address, optionally with a name: Kamara Chambers <no-reply@kamarachambers.sl>" });
      return sender ?? { name: "", address: "" };
    })
    .optional(),
});

const schema = fields.superRefine((env, ctx) => {
  if (env.NODE_ENV === "production" && env.MONGODB_URI && !env.JWT_SECRET) {
    ctx.addIssue({
      code: "custom",
      path: ["JWT_SECRET"],
      message: "is required in production when MONGODB_URI is set",
    });
  }
  if (env.SMTP_URL && !env.MAIL_FROM) {
    ctx.addIssue({ code: "custom", path: ["MAIL_FROM"], message: "is required when SMTP_URL is set" });
  }
});

export interface Mailbox {
  name: string;
  address: string;
}

/**
 * "Name <address>" or a bare address. Kept to one plain address so the sender can only ever be
 * handed to nodemailer as an address object, never as header text.
 */
function parseMailbox(value: string): Mailbox | undefined {
  const match = /^(?:([^<>"\r\n]*?)\s*<([^<>\s]+)>|([^<>\s]+))$/.exec(value);
  const address = match?.[2] ?? match?.[3];
  if (!match || !address || !/^[^\s@,;:]+@[^\s@,;:]+\.[^\s@,;:]+$/.test(address)) return undefined;
  return { name: (match[1] ?? "").trim(), address: address.toLowerCase() };
}

type Environment = Record<string, string | undefined>;

interface AppConfig {
  nodeEnv: "development" | "production" | "test";
  isProduction: boolean;
  mongodbUri: string | undefined;
  dataDir: string;
  uploadsDir: string;
  jwtSecret: string | undefined;
  adminEmail: string;
  adminPassword: string | undefined;
  port: number;
  /** Demo attorneys on a first start: on by default for the embedded database only. */
  demoContent: boolean;
  trustProxy: boolean;
  imageStore: "disk" | "gridfs";
  /** The public address without a trailing slash, when the operator set one. */
  siteUrl: string | undefined;
  /** Outgoing mail; undefined when SMTP_URL is not set, and then nothing is sent. */
  mail: { smtpUrl: string; from: Mailbox } | undefined;
}

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ConfigError";
  }
}

/** An empty variable (`JWT_SECRET=`) means "not set", as it does in most deploy tools. */
function blankToUndefined(env: Environment): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  for (const key of Object.keys(fields.shape)) out[key] = env[key] === "" ? undefined : env[key];
  return out;
}

export function parseConfig(env: Environment): AppConfig {
  const result = schema.safeParse(blankToUndefined(env));
  if (!result.success) {
    const issue = result.error.issues[0];
    const variable = issue.path.join(".") || "environment";
    throw new ConfigError(`Invalid configuration: ${variable} ${issue.message}`);
  }
  const e = result.data;
  return {
    nodeEnv: e.NODE_ENV,
    isProduction: e.NODE_ENV === "production",
    mongodbUri: e.MONGODB_URI,
    dataDir: path.resolve(e.DATA_DIR),
    uploadsDir: path.resolve(e.UPLOADS_DIR),
    jwtSecret: e.JWT_SECRET,
    adminEmail: e.ADMIN_EMAIL.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    port: e.PORT,
    demoContent: e.DEMO_CONTENT ?? !e.MONGODB_URI,
    trustProxy: e.TRUST_PROXY,
    imageStore: e.IMAGE_STORE,
    siteUrl: e.SITE_URL?.replace(/\/+$/, ""),
    mail: e.SMTP_URL && e.MAIL_FROM ? { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM } : undefined,
  };
}

let cached: AppConfig | undefined;

export function getConfig(): AppConfig {
  cached ??= parseConfig(process.env);
  return cached;
}

/** Tests change the environment between files; this makes the next read see it. */
export function resetConfigForTests(): void {
  cached = undefined;
}
