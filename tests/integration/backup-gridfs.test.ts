/** @jest-environment node */
import { existsSync, mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { GridFSBucket, MongoClient, type Db } from "mongodb";
import mongoose from "mongoose";
import { getConfig, resetConfigForTests } from "@/lib/config";
import { restoreBackup, writeBackup } from "@/lib/backup/archive";
import { startEmbeddedServer, type EmbeddedServer } from "@/lib/db/embedded";
import { GRIDFS_BUCKET } from "@/lib/images/gridfs-store";
import { deleteImage, readImageFile } from "@/lib/images/store";
import { Attorney } from "@/models/Attorney";
import { Image } from "@/models/Image";
import { useTestDatabase } from "../helpers/database";
import { snapshot } from "../helpers/snapshot";

process.env.IMAGE_STORE = "gridfs";
const test = useTestDatabase({ demoContent: true });

async function gridFsFiles(db: Db): Promise<Record<string, string>> {
  const bucket = new GridFSBucket(db, { bucketName: GRIDFS_BUCKET });
  const out: Record<string, string> = {};
  for (const file of await bucket.find({}).toArray()) {
    const chunks: Buffer[] = [];
    for await (const chunk of bucket.openDownloadStream(file._id)) chunks.push(chunk as Buffer);
    out[file.filename] = Buffer.concat(chunks).toString("base64");
  }
  return out;
}

describe("images in GridFS", () => {
  it("stores the demo portraits in GridFS, not on disk, and serves them", async () => {
    expect(getConfig().imageStore).toBe("gridfs");
    const files = await gridFsFiles(mongoose.connection.db!);
    expect(Object.keys(files)).toHaveLength(10);
    expect(!existsSync(getConfig().uploadsDir) || readdirSync(getConfig().uploadsDir).length === 0).toBe(true);
    const attorney = await Attorney.findOne({ "image.url": { $ne: null } }).lean();
    const name = attorney!.image!.url!.replace("/uploads/", "");
    const served = await readImageFile(name);
    expect(served?.data.toString("base64")).toBe(files[name]);
    expect(await readImageFile("0".repeat(32) + ".webp")).toBeNull();
    expect(await readImageFile("../../etc/passwd")).toBeNull();
  });

  it("deletes the bytes with the record", async () => {
    const image = await Image.findOne().lean();
    expect(await deleteImage(String(image!._id))).toBe(true);
    expect(await readImageFile(image!.filename)).toBeNull();
    expect(Object.keys(await gridFsFiles(mongoose.connection.db!))).toHaveLength(9);
  });
});

describe("backup and restore with GridFS images", () => {
  let target: EmbeddedServer;
  let client: MongoClient;

  beforeAll(async () => {
    target = await startEmbeddedServer({ dataDir: path.join(mkdtempSync(path.join(tmpdir(), "chambers-restore-gridfs-")), "data") });
    client = await MongoClient.connect(`${target.uri}/restored`);
  });
  afterAll(async () => {
    await client.close();
    await target.stop();
  });

  it("carries every document and image byte into a fresh database", async () => {
    const source = mongoose.connection.db!;
    const file = path.join(test.dir(), "gridfs.backup");
    const summary = await writeBackup(source, file);
    expect(summary.collections[`${GRIDFS_BUCKET}.files`]).toBe(9);
    expect(summary.collections[`${GRIDFS_BUCKET}.chunks`]).toBeGreaterThanOrEqual(9);

    resetConfigForTests();
    const restored = client.db("restored");
    expect(await restoreBackup(restored, file)).toEqual(summary);
    expect(await snapshot(restored)).toEqual(await snapshot(source));
    expect(await gridFsFiles(restored)).toEqual(await gridFsFiles(source));
  });
});
