/** @jest-environment node */
import { chmodSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { MongoClient } from "mongodb";
import mongoose from "mongoose";
import { getConfig, resetConfigForTests } from "@/lib/config";
import { RestoreError, restoreBackup, writeBackup } from "@/lib/backup/archive";
import { startEmbeddedServer, type EmbeddedServer } from "@/lib/db/embedded";
import { useTestDatabase } from "../helpers/database";
import { snapshot } from "../helpers/snapshot";

const test = useTestDatabase({ demoContent: true });

function images(dir: string): Record<string, string> {
  return Object.fromEntries(
    readdirSync(dir)
      .filter((f) => f.endsWith(".webp"))
      .map((f) => [f, readFileSync(path.join(dir, f)).toString("base64")]),
  );
}

describe("backup and restore", () => {
  let target: EmbeddedServer;
  let client: MongoClient;
  let file: string;
  let sourceUploads: string;

  beforeAll(async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "chambers-restore-"));
    file = path.join(test.dir(), "site.backup");
    sourceUploads = getConfig().uploadsDir;
    target = await startEmbeddedServer({ dataDir: path.join(dir, "data") });
    client = await MongoClient.connect(`${target.uri}/restored`);
    process.env.UPLOADS_DIR = path.join(dir, "uploads");
  });

  afterAll(async () => {
    await client.close();
    await target.stop();
  });

  it("restores every document and image identically into an empty database", async () => {
    const source = mongoose.connection.db!;
    const summary = await writeBackup(source, file);
    expect(summary.collections.attorneys).toBe(10);
    expect(summary.images).toBe(10);

    resetConfigForTests();
    const restored = await restoreBackup(client.db("restored"), file);
    expect(restored).toEqual(summary);
    expect(await snapshot(client.db("restored"))).toEqual(await snapshot(source));
    expect(images(getConfig().uploadsDir)).toEqual(images(sourceUploads));
    const indexes = await client.db("restored").collection("users").indexes();
    expect(indexes.find((index) => index.key.email)?.unique).toBe(true);
  });

  it("writes the backup readable by its owner only, even over an older backup open to everyone", async () => {
    const older = path.join(test.dir(), "older.backup");
    writeFileSync(older, "an older backup", { mode: 0o644 });
    writeFileSync(`${older}.tmp`, "a leftover from an interrupted run", { mode: 0o666 });
    chmodSync(older, 0o644);
    chmodSync(`${older}.tmp`, 0o666);
    const umask = process.umask(0o022);
    try {
      await writeBackup(mongoose.connection.db!, older);
    } finally {
      process.umask(umask);
    }
    expect((statSync(older).mode & 0o777).toString(8)).toBe("600");
    expect((statSync(file).mode & 0o777).toString(8)).toBe("600");
  });

  it("refuses to restore over existing data", async () => {
    await expect(restoreBackup(client.db("restored"), file)).rejects.toThrow(RestoreError);
  });

  it("refuses a file that is not a backup", async () => {
    const bogus = path.join(test.dir(), "bogus");
    writeFileSync(bogus, "not gzip");
    await expect(restoreBackup(client.db("empty"), bogus)).rejects.toThrow();
  });
});
