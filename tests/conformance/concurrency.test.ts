/** @jest-environment node */
/** Many pooled connections writing at once see one consistent store. */
import { type Db, type MongoClient } from "mongodb";
import { connectClient, type Loose, openTarget, type Target } from "./target";

let target: Target;
let client: MongoClient;
let db: Db;

beforeAll(async () => {
  target = await openTarget();
  ({ client, db } = await connectClient(target, { maxPoolSize: 16, minPoolSize: 8 }));
});

afterAll(async () => {
  await client?.close();
  await target?.close();
});

it("applies concurrent increments without losing any", async () => {
  const c = db.collection<Loose>("counters");
  await c.insertOne({ _id: "hits", n: 0 });
  await Promise.all(Array.from({ length: 200 }, () => c.updateOne({ _id: "hits" }, { $inc: { n: 1 } })));
  expect((await c.findOne({ _id: "hits" }))?.n).toBe(200);
});

it("lets exactly one of many concurrent inserts claim a unique key", async () => {
  const c = db.collection<Loose>("claims");
  await c.createIndex({ slot: 1 }, { unique: true });
  const results = await Promise.allSettled(Array.from({ length: 40 }, (_, i) => c.insertOne({ slot: "9am", by: i })));
  expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
  expect(results.filter((r) => r.status === "rejected" && (r.reason as { code: number }).code === 11000)).toHaveLength(39);
});

it("sees every acknowledged write from every connection", async () => {
  const c = db.collection<Loose>("parallel");
  const writers = Array.from({ length: 8 }, (_, w) =>
    (async () => {
      for (let i = 0; i < 25; i++) {
        await c.insertOne({ w, i });
        // read-your-write through whichever pooled connection the driver picks
        expect(await c.countDocuments({ w, i })).toBe(1);
      }
    })(),
  );
  await Promise.all(writers);
  expect(await c.countDocuments()).toBe(200);
  const perWriter = await c.aggregate([{ $group: { _id: "$w", n: { $sum: 1 } } }, { $sort: { _id: 1 } }]).toArray();
  expect(perWriter).toEqual(Array.from({ length: 8 }, (_, w) => ({ _id: w, n: 25 })));
});

it("upserts the same key concurrently into a single document", async () => {
  const c = db.collection<Loose>("upsertRace");
  await c.createIndex({ key: 1 }, { unique: true });
  const results = await Promise.allSettled(Array.from({ length: 30 }, () => c.updateOne({ key: "k" }, { $inc: { n: 1 } }, { upsert: true })));
  const ok = results.filter((r) => r.status === "fulfilled").length;
  expect(await c.countDocuments({ key: "k" })).toBe(1);
  expect((await c.findOne({ key: "k" }))?.n).toBe(ok);
});
