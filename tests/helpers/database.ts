import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import mongoose from "mongoose";
import { resetConfigForTests } from "@/lib/config";
import { disconnectFromDatabase } from "@/lib/db/connect";
import { openDatabase } from "@/lib/startup";

/**
 * Gives the calling test file its own embedded database and uploads folder in a fresh
 * temporary directory, so test files never share state. Demo content is off unless asked for.
 */
export function useTestDatabase(options: { demoContent?: boolean } = {}): { dir: () => string } {
  let dir = "";
  const saved = { ...process.env };
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "chambers-test-"));
    process.env.DATA_DIR = path.join(dir, "data");
    process.env.UPLOADS_DIR = path.join(dir, "uploads");
    process.env.DEMO_CONTENT = options.demoContent ? "true" : "false";
    process.env.ADMIN_PASSWORD = "first-admin-password";
    delete process.env.MONGODB_URI;
    resetConfigForTests();
    await openDatabase();
  });
  afterAll(async () => {
    await disconnectFromDatabase();
    process.env = saved;
    resetConfigForTests();
    rmSync(dir, { recursive: true, force: true });
  });
  return { dir: () => dir };
}

/** Empties every collection, for tests that need a clean slate between cases. */
export async function clearCollections(): Promise<void> {
  const db = mongoose.connection.db;
  if (!db) return;
  for (const collection of await db.collections()) await collection.deleteMany({});
}
