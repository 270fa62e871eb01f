import { createReadStream, createWriteStream, promises as fs } from "node:fs";
import path from "node:path";
import readline from "node:readline";
import { pipeline } from "node:stream/promises";
import { Readable } from "node:stream";
import { createGunzip, createGzip } from "node:zlib";
import { EJSON, type Document } from "bson";
import type { Db } from "mongodb";
import { getConfig } from "../config";
import { PRIVATE_FILE_MODE } from "../db/private-files";

/**
 * A backup is one gzip file of JSON lines: a header, then every collection's indexes and
 * documents in canonical Extended JSON (so ObjectId, Date, Long, Decimal128 come back as
 * themselves), then every stored image file. It moves a site between the embedded database
 * and MongoDB in either direction.
 */
const BACKUP_FORMAT = "chambers-backup";
const BACKUP_VERSION = 1;

type Line =
  | { header: { format: string; version: number; createdAt: string } }
  | { indexes: string; specs: Document[] }
  | { collection: string; document: string }
  | { image: string; data: string };

interface BackupSummary {
  collections: Record<string, number>;
  images: number;
}

async function* backupLines(db: Db, summary: BackupSummary): AsyncGenerator<string> {
  const line = (value: Line) => `${JSON.stringify(value)}\n`;
  yield line({ header: { format: BACKUP_FORMAT, version: BACKUP_VERSION, createdAt: new Date().toISOString() } });
  const collections = (await db.listCollections({}, { nameOnly: true }).toArray()).map((c) => c.name).sort();
  for (const name of collections) {
    if (name.startsWith("system.")) continue;
    const collection = db.collection(name);
    const specs = (await collection.indexes()).filter((index) => index.name !== "_id_");
    yield line({ indexes: name, specs: specs as Document[] });
    summary.collections[name] = 0;
    for await (const doc of collection.find({}, { sort: { _id: 1 } })) {
      summary.collections[name] += 1;
      yield line({ collection: name, document: EJSON.stringify(doc, { relaxed: false }) });
    }
  }
  const uploads = getConfig().uploadsDir;
  const files = await fs.readdir(uploads).catch(() => [] as string[]);
  for (const file of files.sort()) {
    if (!/^[a-f0-9]{32}\.webp$/.test(file)) continue;
    const data = await fs.readFile(path.join(uploads, file));
    summary.images += 1;
    yield line({ image: file, data: data.toString("base64") });
  }
}

export async function writeBackup(db: Db, file: string): Promise<BackupSummary> {
  const summary: BackupSummary = { collections: {}, images: 0 };
  const temp = `${file}.tmp`;
  // A backup holds everything the site holds: readable by its owner only, whatever the umask.
  // The temporary file is made afresh, so a leftover one cannot lend it wider permissions.
  await fs.rm(temp, { force: true });
  await pipeline(Readable.from(backupLines(db, summary)), createGzip(), createWriteStream(temp, { flags: "wx", mode: PRIVATE_FILE_MODE }));
  await fs.rename(temp, file);
  return summary;
}

export class RestoreError extends Error {}

/** Loads a backup into an empty database; a database that already holds documents is refused. */
export async function restoreBackup(db: Db, file: string): Promise<BackupSummary> {
  for (const { name } of await db.listCollections({}, { nameOnly: true }).toArray()) {
    if (!name.startsWith("system.") && (await db.collection(name).estimatedDocumentCount()) > 0) {
      throw new RestoreError(`The database is not empty (collection ${name} has documents); restore only into an empty database.`);
    }
  }
  const summary: BackupSummary = { collections: {}, images: 0 };
  const uploads = getConfig().uploadsDir;
  await fs.mkdir(uploads, { recursive: true });
  const lines = readline.createInterface({ input: createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity });
  let sawHeader = false;
  let batch: { name: string; docs: Document[] } = { name: "", docs: [] };
  const flush = async () => {
    if (batch.docs.length) await db.collection(batch.name).insertMany(batch.docs, { ordered: true });
    batch = { name: "", docs: [] };
  };
  for await (const raw of lines) {
    if (!raw.trim()) continue;
    const line = JSON.parse(raw) as Line;
    if ("header" in line) {
      if (line.header.format !== BACKUP_FORMAT || line.header.version !== BACKUP_VERSION) throw new RestoreError("This file is not a backup of this site.");
      sawHeader = true;
      continue;
    }
    if (!sawHeader) throw new RestoreError("This file is not a backup of this site.");
    if ("indexes" in line) {
      await flush();
      await db.createCollection(line.indexes).catch(() => undefined);
      summary.collections[line.indexes] = 0;
      for (const { key, name, ...options } of line.specs) {
        // Server-reported fields, not options of createIndex.
        delete options.v;
        delete options.ns;
        await db.collection(line.indexes).createIndex(key, { name, ...options });
      }
    } else if ("collection" in line) {
      if (batch.name !== line.collection) await flush();
      batch.name = line.collection;
      batch.docs.push(EJSON.parse(line.document, { relaxed: false }) as Document);
      summary.collections[line.collection] = (summary.collections[line.collection] ?? 0) + 1;
      if (batch.docs.length >= 500) await flush();
    } else if ("image" in line) {
      await flush();
      if (!/^[a-f0-9]{32}\.webp$/.test(line.image)) throw new RestoreError(`Unexpected image name ${line.image}`);
      await fs.writeFile(path.join(uploads, line.image), Buffer.from(line.data, "base64"));
      summary.images += 1;
    }
  }
  await flush();
  if (!sawHeader) throw new RestoreError("This file is not a backup of this site.");
  return summary;
}
