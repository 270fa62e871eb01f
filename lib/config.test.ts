/** @jest-environment node */
import path from "node:path";
import { ConfigError, parseConfig } from "./config";

describe("parseConfig", () => {
  it("applies the defaults for a newcomer's first run", () => {
    const config = parseConfig({});
    expect(config.mongodbUri).toBeUndefined();
    expect(config.dataDir).toBe(path.resolve("./data"));
    expect(config.uploadsDir).toBe(path.resolve("./uploads"));
    expect(config.adminEmail).toBe("admin@example.com");
    expect(config.port).toBe(3000);
    expect(config.demoContent).toBe(true);
    expect(config.imageStore).toBe("disk");
  });

  it("turns demo content off by default on a real MongoDB", () => {
    expect(parseConfig({ MONGODB_URI: "mongodb://db:27017/x" }).demoContent).toBe(false);
  });

  it("treats empty variables as unset", () => {
    expect(parseConfig({ JWT_SECRET: "", MONGODB_URI: "" }).mongodbUri).toBeUndefined();
  });

  it.each([
    [{ NODE_ENV: "production", MONGODB_URI: "mongodb://db/x" }, "Invalid configuration: JWT_SECRET is required in production when MONGODB_URI is set"],
    [{ MONGODB_URI: "postgres://db/x" }, "Invalid configuration: MONGODB_URI must start with mongodb:// or mongodb+srv://"],
    [{ PORT: "99999" }, "Invalid configuration: PORT must be a whole number from 1 to 65535"],
    [{ PORT: "abc" }, "Invalid configuration: PORT must be a whole number from 1 to 65535"],
    [{ JWT_SECRET: "short" }, "Invalid configuration: JWT_SECRET must be at least 32 characters"],
    [{ ADMIN_EMAIL: "not-an-email" }, "Invalid configuration: ADMIN_EMAIL must be an email address"],
    [{ DEMO_CONTENT: "maybe" }, "Invalid configuration: DEMO_CONTENT"],
    [{ SITE_URL: "kamarachambers.sl" }, "Invalid configuration: SITE_URL must be an http(s) address"],
    [{ SMTP_URL: "mail.example.com:465", MAIL_FROM: "a@example.com" }, "Invalid configuration: SMTP_URL must be an smtp:// or smtps:// address"],
    [{ SMTP_URL: "https://mail.example.com", MAIL_FROM: "a@example.com" }, "Invalid configuration: SMTP_URL must be an smtp:// or smtps:// address"],
    [{ SMTP_URL: "smtps://user:pass@mail.example.com:465" }, "Invalid configuration: MAIL_FROM is required when SMTP_URL is set"],
    [{ SMTP_URL: "smtp://mail.example.com", MAIL_FROM: "not an address" }, "Invalid configuration: MAIL_FROM must be an email address"],
    [{ SMTP_URL: "smtp://mail.example.com", MAIL_FROM: "a@example.com, b@example.com" }, "Invalid configuration: MAIL_FROM must be an email address"],
    [
      { SMTP_URL: "smtp://mail.example.com", MAIL_FROM: "Chambers <a@example.com>\r\nBcc: x@example.com" },
      "Invalid configuration: MAIL_FROM must be an email address",
    ],
  ])("refuses %j with one line naming the variable", (env, message) => {
    expect(() => parseConfig(env)).toThrow(ConfigError);
    expect(() => parseConfig(env)).toThrow(message);
  });

  it("keeps the site address without a trailing slash", () => {
    expect(parseConfig({ SITE_URL: "https://kamarachambers.sl/" }).siteUrl).toBe("https://kamarachambers.sl");
  });

  it("sends no mail without SMTP_URL", () => {
    expect(parseConfig({}).mail).toBeUndefined();
    expect(parseConfig({ MAIL_FROM: "no-reply@kamarachambers.sl" }).mail).toBeUndefined();
  });

  it("reads the mail server and the sender, with or without a display name", () => {
    expect(parseConfig({ SMTP_URL: "smtps://user:pass@mail.example.com:465", MAIL_FROM: "Kamara Chambers <No-Reply@Kamarachambers.sl>" }).mail).toEqual({
      smtpUrl: "smtps://user:pass@mail.example.com:465",
      from: { name: "Kamara Chambers", address: "no-reply@kamarachambers.sl" },
    });
    expect(parseConfig({ SMTP_URL: "smtp://127.0.0.1:2525", MAIL_FROM: "office@kamarachambers.sl" }).mail?.from).toEqual({
      name: "",
      address: "office@kamarachambers.sl",
    });
  });

  it("never repeats the SMTP password in its error", () => {
    expect(() => parseConfig({ SMTP_URL: "ftp://user:secret-password@mail.example.com" })).toThrow(/^Invalid configuration: SMTP_URL [^\n]*$/);
    expect(() => parseConfig({ SMTP_URL: "ftp://user:secret-password@mail.example.com" })).not.toThrow(/secret-password/);
  });

  it("accepts production on MongoDB with a secret", () => {
    const config = parseConfig({ NODE_ENV: "production", MONGODB_URI: "mongodb+srv://u:p@c/x", JWT_SECRET: "x".repeat(32) });
    expect(config.isProduction).toBe(true);
    expect(config.jwtSecret).toHaveLength(32);
  });
});
