import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { E2E_ADMIN, serverLogPath } from "./tests/e2e/support";
import { CHROMIUM_FLAGS } from "./tests/helpers/chromium";

// Set once in the runner's process; workers inherit the environment, so all agree on one server.
process.env.E2E_PORT ??= String(20000 + Math.floor(Math.random() * 20000));
process.env.E2E_DIR ??= mkdtempSync(path.join(tmpdir(), "chambers-e2e-"));

const port = Number(process.env.E2E_PORT);
const SITE_WIDE = "**/site-wide-settings.spec.ts";
const baseURL = `http://127.0.0.1:${port}`;
const serverLog = serverLogPath();

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.spec.ts",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: [["list"]],
  // Tests that change what every page shows (the firm's phone, the chat's quick replies) would
  // break the tests that read it beside them, so they run once all the others are done.
  projects: [
    { name: "site", testIgnore: SITE_WIDE },
    { name: "site-wide settings", testMatch: SITE_WIDE, dependencies: ["site"] },
  ],
  outputDir: path.join(process.env.E2E_DIR, "results"),
  use: {
    baseURL,
    trace: "off",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: CHROMIUM_FLAGS,
    },
  },
  // The server's whole log is checked for secrets once every test has run.
  globalTeardown: "./tests/e2e/log-check.ts",
  webServer: {
    command: `npm start > ${JSON.stringify(serverLog)} 2>&1`,
    url: `${baseURL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    // One JSON line per request would bury the test report: it goes to a file instead.
    stdout: "ignore",
    stderr: "ignore",
    env: {
      PORT: String(port),
      HOSTNAME: "127.0.0.1",
      DATA_DIR: path.join(process.env.E2E_DIR, "data"),
      UPLOADS_DIR: path.join(process.env.E2E_DIR, "uploads"),
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      DEMO_CONTENT: "true",
    },
  },
});
