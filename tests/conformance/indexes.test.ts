/** @jest-environment node */
/** Unique, compound, case-insensitive, partial and sparse indexes. */
import { type Db, Long, type MongoClient } from "mongodb";
import { connectClient, type Loose, openTarget, type Target } from "./target";

let target: Target;
let client: MongoClient;
let db: Db;

beforeAll(async () => {
  target = await openTarget();
  ({ client, db } = await connectClient(target));
});

afterAll(async () => {
  await client?.close();
  await target?.close();
});

const dupCode = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: { code?: number }) => e.code ?? -1,
  );

it("enforces a unique index and frees the key when the holder changes", async () => {
  const c = db.collection<Loose>("unique");
  await c.createIndex({ email: 1 }, { unique: true });
  await c.insertOne({ _id: 1, email: "a@x.sl" });
  expect(await dupCode(c.insertOne({ email: "a@x.sl" }))).toBe(11000);
  await c.updateOne({ _id: 1 }, { $set: { email: "b@x.sl" } });
  await c.insertOne({ _id: 2, email: "a@x.sl" });
  await c.deleteOne({ _id: 2 });
  await c.insertOne({ _id: 3, email: "a@x.sl" });
  // missing fields count as null, once
  await c.insertOne({ _id: 4 });
  expect(await dupCode(c.insertOne({ _id: 5 }))).toBe(11000);
});

it("enforces a compound unique index", async () => {
  const c = db.collection<Loose>("compound");
  await c.createIndex({ lang: 1, slug: 1 }, { unique: true, name: "lang_slug" });
  await c.insertMany([
    { lang: "en", slug: "home" },
    { lang: "fr", slug: "home" },
  ]);
  const err = await c.insertOne({ lang: "en", slug: "home" }).catch((e: unknown) => e);
  expect(err).toMatchObject({ code: 11000, keyPattern: { lang: 1, slug: 1 }, keyValue: { lang: "en", slug: "home" } });
  expect((err as Error).message).toContain('index: lang_slug dup key: { lang: "en", slug: "home" }');
});

it("enforces a case-insensitive unique index", async () => {
  const c = db.collection<Loose>("ci");
  await c.createIndex({ email: 1 }, { unique: true, collation: { locale: "en", strength: 2 } });
  await c.insertOne({ email: "Ama@Example.com" });
  const err = await c.insertOne({ email: "ama@example.COM" }).catch((e: unknown) => e);
  expect(err).toMatchObject({ code: 11000, keyValue: { email: "ama@example.COM" } });
  await c.insertOne({ email: "ámà@example.com" });
  const found = await c.find({ email: "AMA@EXAMPLE.COM" }).collation({ locale: "en", strength: 2 }).toArray();
  expect(found.map((d) => d.email)).toEqual(["Ama@Example.com"]);
});

it("honours partialFilterExpression and sparse", async () => {
  const partial = db.collection<Loose>("partial");
  await partial.createIndex({ code: 1 }, { unique: true, partialFilterExpression: { active: true } });
  await partial.insertMany([
    { code: "x", active: false },
    { code: "x", active: false },
    { code: "x", active: true },
  ]);
  expect(await dupCode(partial.insertOne({ code: "x", active: true }))).toBe(11000);

  const sparse = db.collection<Loose>("sparse");
  await sparse.createIndex({ phone: 1 }, { unique: true, sparse: true });
  await sparse.insertMany([{ a: 1 }, { a: 2 }, { phone: "1" }]);
  expect(await dupCode(sparse.insertOne({ phone: "1" }))).toBe(11000);
});

it("enforces uniqueness across array elements", async () => {
  const c = db.collection<Loose>("multikey");
  await c.createIndex({ tags: 1 }, { unique: true });
  await c.insertOne({ tags: ["a", "b"] });
  expect(await dupCode(c.insertOne({ tags: ["c", "b"] }))).toBe(11000);
  await c.insertOne({ tags: ["c", "d"] });
});

it("refuses to build a unique index over duplicates", async () => {
  const c = db.collection<Loose>("late");
  await c.insertMany([{ k: 1 }, { k: 1 }]);
  expect(await dupCode(c.createIndex({ k: 1 }, { unique: true }))).toBe(11000);
  expect((await c.listIndexes().toArray()).map((i) => i.name)).toEqual(["_id_"]);
});

it("treats numbers of different types as the same key", async () => {
  const c = db.collection<Loose>("numkeys");
  await c.createIndex({ n: 1 }, { unique: true });
  await c.insertOne({ n: 5 });
  expect(await dupCode(c.insertOne({ n: 5.0 }))).toBe(11000);
  expect(
    await dupCode(
      db.command({ insert: "numkeys", documents: [{ n: 5n }] }).then((r) => {
        if (r.writeErrors) throw r.writeErrors[0];
      }),
    ),
  ).toBe(11000);
});

it("reports conflicting index definitions", async () => {
  const c = db.collection<Loose>("conflicts");
  await c.createIndex({ a: 1 }, { name: "a_idx" });
  expect(await dupCode(c.createIndex({ b: 1 }, { name: "a_idx" }))).toBe(86);
  expect(await dupCode(c.createIndex({ a: 1 }, { name: "a_idx", unique: true }))).toBe(85);
});

it("answers equality filters on indexed fields exactly as a scan would, in natural order", async () => {
  const c = db.collection<Loose>("lookups");
  await c.createIndex({ owner: 1, at: -1 });
  await c.createIndex({ tags: 1 });
  await c.insertMany([
    { _id: 1, owner: "a", n: 5, tags: ["land", "family"] },
    { _id: 2, owner: "b", n: 5.0, tags: "land" },
    { _id: 3, owner: "a", n: new Long(5), tags: [] },
    { _id: 4, tags: ["shipping"] },
    { _id: 5, owner: ["a", "c"], tags: ["land"] },
  ]);
  const ids = async (filter: Loose) => (await c.find(filter).toArray()).map((doc) => doc._id);
  expect(await ids({ owner: "a" })).toEqual([1, 3, 5]);
  expect(await ids({ owner: { $eq: "a" }, n: 5 })).toEqual([1, 3]);
  expect(await ids({ owner: { $in: ["b", "c"] } })).toEqual([2, 5]);
  expect(await ids({ tags: "land" })).toEqual([1, 2, 5]);
  expect(await ids({ owner: null })).toEqual([4]);
  expect(await ids({ owner: "nobody" })).toEqual([]);
  // The index follows every change.
  await c.updateOne({ _id: 1 }, { $set: { owner: "b" } });
  await c.deleteOne({ _id: 3 });
  await c.insertOne({ _id: 6, owner: "a" });
  expect(await ids({ owner: "a" })).toEqual([5, 6]);
  expect(await ids({ owner: "b" })).toEqual([1, 2]);
  expect(await c.countDocuments({ owner: "b" })).toBe(2);
  await c.dropIndex("owner_1_at_-1");
  expect(await ids({ owner: "a" })).toEqual([5, 6]);
});
