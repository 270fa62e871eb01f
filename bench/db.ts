/**
 * Benchmark of the embedded database through Mongoose, each operation beside
 * the same work on plain in-memory arrays (the floor no database can beat):
 *   npm run bench:db
 * Starts its own server on a temporary directory (on disk, so every write
 * pays its fsync) and exits when done.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import mongoose, { Schema, Types } from "mongoose";
import { startEmbeddedServer } from "../lib/db/embedded";

const DOCS = 5_000;
const LOOKUPS = 2_000;
const QUERIES = 200;
const UPDATES = 2_000;
const CITIES = ["Freetown", "Bo", "Kenema", "Makeni", "Koidu"];

interface Row {
  _id: Types.ObjectId;
  name: string;
  n: number;
  city: string;
  tags: string[];
}

interface Result {
  median: number; // microseconds
  opsPerSecond: number;
}

async function measure(count: number, op: (i: number) => unknown): Promise<Result> {
  const times: number[] = [];
  const start = process.hrtime.bigint();
  for (let i = 0; i < count; i++) {
    const t = process.hrtime.bigint();
    await op(i);
    times.push(Number(process.hrtime.bigint() - t) / 1000);
  }
  const total = Number(process.hrtime.bigint() - start) / 1e9;
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)], opsPerSecond: count / total };
}

function row(i: number): Row {
  return { _id: new Types.ObjectId(), name: `person ${i}`, n: i % 1000, city: CITIES[i % CITIES.length], tags: i % 3 ? ["a"] : ["a", "b"] };
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-db-"));
  const server = await startEmbeddedServer({ dataDir });
  const conn = await mongoose.createConnection(`${server.uri}/bench`).asPromise();
  const Model = conn.model("Row", new Schema({ name: String, n: Number, city: String, tags: [String] }));
  await Model.init();

  const rows = Array.from({ length: DOCS }, (_, i) => row(i));
  const ids = rows.map((r) => r._id);
  const pick = (i: number) => ids[(i * 7919) % ids.length];
  // The floor keeps ids as hex strings and copies documents out, as a database must.
  const array: (Omit<Row, "_id"> & { _id: string })[] = [];
  const copy = <T extends { tags: string[] }>(r: T | undefined): T | undefined => r && { ...r, tags: [...r.tags] };
  const hex = (i: number) => pick(i).toHexString();
  const results: [string, Result, Result][] = [];

  results.push([
    `insert (${DOCS}, one at a time)`,
    await measure(DOCS, (i) => Model.create(rows[i])),
    await measure(DOCS, (i) => array.push({ ...rows[i], _id: rows[i]._id.toHexString(), tags: [...rows[i].tags] })),
  ]);
  results.push([
    `find by _id (${LOOKUPS})`,
    await measure(LOOKUPS, (i) => Model.findById(pick(i)).lean()),
    await measure(LOOKUPS, (i) => {
      const id = hex(i);
      return copy(array.find((r) => r._id === id));
    }),
  ]);
  const filter = (i: number) => ({ city: CITIES[i % CITIES.length], n: { $gte: (i * 37) % 900 } });
  results.push([
    `find filter+sort+limit 20 over ${DOCS} (${QUERIES})`,
    await measure(QUERIES, (i) => Model.find(filter(i)).sort({ n: -1, name: 1 }).limit(20).lean()),
    await measure(QUERIES, (i) => {
      const f = filter(i);
      return array
        .filter((r) => r.city === f.city && r.n >= f.n.$gte)
        .sort((a, b) => b.n - a.n || a.name.localeCompare(b.name))
        .slice(0, 20)
        .map(copy);
    }),
  ]);
  results.push([
    `update $inc by _id (${UPDATES})`,
    await measure(UPDATES, (i) => Model.updateOne({ _id: pick(i) }, { $inc: { n: 1 } })),
    await measure(UPDATES, (i) => {
      const id = hex(i);
      const r = array.find((x) => x._id === id);
      if (r) r.n += 1;
    }),
  ]);

  const fmt = (x: number) => x.toFixed(x < 10 ? 2 : 0);
  console.log(`embedded database through Mongoose vs plain arrays (floor); node ${process.version}, ${os.cpus().length} cpus`);
  console.log(["operation", "median µs", "ops/s", "floor median µs", "floor ops/s", "median ratio"].join(" | "));
  for (const [name, db, floor] of results) {
    console.log([name, fmt(db.median), fmt(db.opsPerSecond), fmt(floor.median), fmt(floor.opsPerSecond), `${fmt(db.median / floor.median)}x`].join(" | "));
  }

  await conn.close();
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
