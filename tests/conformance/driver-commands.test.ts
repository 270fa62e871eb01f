/** @jest-environment node */
/**
 * Every command the app and its seed send, through the raw mongodb driver.
 */
import { type CommandStartedEvent, type Db, Long, type MongoClient, ObjectId } from "mongodb";
import { connectClient, type Loose, openTarget, type Target } from "./target";

let target: Target;
let client: MongoClient;
let db: Db;
const started: CommandStartedEvent[] = [];

beforeAll(async () => {
  target = await openTarget();
  ({ client, db } = await connectClient(target, { monitorCommands: true }));
  client.on("commandStarted", (e) => started.push(e));
});

afterAll(async () => {
  await client?.close();
  await target?.close();
});

function commandsNamed(name: string): CommandStartedEvent[] {
  return started.filter((e) => e.commandName === name);
}

describe("server commands", () => {
  it("answers hello, ismaster, ping and buildInfo", async () => {
    const hello = await db.admin().command({ hello: 1 });
    expect(hello.ok).toBe(1);
    expect(hello.isWritablePrimary).toBe(true);
    expect(hello.maxWireVersion).toBeGreaterThanOrEqual(9);
    expect(typeof hello.minWireVersion).toBe("number");
    const legacy = await db.admin().command({ ismaster: 1 });
    expect(legacy.ismaster).toBe(true);
    expect(await db.command({ ping: 1 })).toMatchObject({ ok: 1 });
    const info = await db.admin().command({ buildInfo: 1 });
    expect(info.version).toMatch(/^\d+\.\d+/);
  });

  it("ends sessions", async () => {
    const session = client.startSession();
    await db.collection<Loose>("sessions").insertOne({ a: 1 }, { session });
    await session.endSession();
    expect(await db.admin().command({ endSessions: [session.id] })).toMatchObject({ ok: 1 });
  });
});

describe("collections", () => {
  it("creates, lists and drops collections", async () => {
    await db.createCollection("created");
    const err = await db.createCollection("created").catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 48, codeName: "NamespaceExists" });
    const names = (await db.listCollections({}, { nameOnly: true }).toArray()).map((c) => c.name);
    expect(names).toContain("created");
    const filtered = await db.listCollections({ name: "created" }).toArray();
    expect(filtered).toHaveLength(1);
    expect(filtered[0]).toMatchObject({ name: "created", type: "collection" });
    expect(await db.collection<Loose>("created").drop()).toBe(true);
    expect((await db.listCollections({ name: "created" }).toArray()).length).toBe(0);
  });

  it("accepts a harmless collMod", async () => {
    await db.createCollection("modded");
    expect(await db.command({ collMod: "modded" })).toMatchObject({ ok: 1 });
  });

  it("drops a whole database", async () => {
    const other = client.db(`${target.dbName}_x`);
    await other.collection("c").insertOne({ a: 1 });
    expect(await other.dropDatabase()).toBe(true);
    expect(await other.collection("c").countDocuments()).toBe(0);
    expect((await other.listCollections().toArray()).length).toBe(0);
  });
});

describe("indexes", () => {
  it("creates, lists and drops indexes", async () => {
    const c = db.collection<Loose>("indexed");
    expect(await c.createIndex({ email: 1 }, { unique: true })).toBe("email_1");
    expect(await c.createIndex({ a: 1, b: -1 })).toBe("a_1_b_-1");
    // creating the same index again is a no-op
    expect(await c.createIndex({ email: 1 }, { unique: true })).toBe("email_1");
    const indexes = await c.listIndexes().toArray();
    expect(indexes.map((i) => i.name).sort()).toEqual(["_id_", "a_1_b_-1", "email_1"]);
    expect(indexes.find((i) => i.name === "email_1")).toMatchObject({ key: { email: 1 }, unique: true });
    await c.dropIndex("a_1_b_-1");
    expect((await c.listIndexes().toArray()).map((i) => i.name).sort()).toEqual(["_id_", "email_1"]);
    await c.dropIndexes();
    expect((await c.listIndexes().toArray()).map((i) => i.name)).toEqual(["_id_"]);
  });

  it("refuses listIndexes on a missing collection", async () => {
    const err = await db
      .collection<Loose>("nope")
      .listIndexes()
      .toArray()
      .catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 26 });
  });
});

describe("reads", () => {
  const people = [
    { _id: 1, name: "Ama", age: 31, city: "Freetown", tags: ["law", "tax"] },
    { _id: 2, name: "Ben", age: 25, city: "Bo", tags: ["law"] },
    { _id: 3, name: "Cia", age: 42, city: "Freetown", tags: [] },
    { _id: 4, name: "Dau", age: 25, city: "Kenema" },
    { _id: 5, name: "Eku", age: 58, city: "Freetown", tags: ["family"] },
  ];

  beforeAll(async () => {
    await db.collection<Loose>("people").insertMany(people);
  });

  it("finds with filter, sort, skip, limit and projection", async () => {
    const c = db.collection<Loose>("people");
    const docs = await c
      .find({ city: "Freetown" }, { projection: { name: 1, _id: 0 } })
      .sort({ age: -1 })
      .skip(1)
      .limit(1)
      .toArray();
    expect(docs).toEqual([{ name: "Cia" }]);
    expect(await c.find({ age: 25 }).sort({ name: 1 }).project({ tags: 0, city: 0, age: 0 }).toArray()).toEqual([
      { _id: 2, name: "Ben" },
      { _id: 4, name: "Dau" },
    ]);
    expect((await c.find({ tags: "law" }).toArray()).map((d) => d._id)).toEqual([1, 2]);
    expect((await c.find({ age: { $in: [25, 58] }, tags: { $exists: true } }).toArray()).map((d) => d._id).sort()).toEqual([2, 5]);
    expect((await c.find({ $or: [{ name: /^a/i }, { age: { $gt: 50 } }] }).toArray()).map((d) => d._id)).toEqual([1, 5]);
    expect(await c.findOne({ _id: 3 })).toMatchObject({ name: "Cia" });
    expect(await c.findOne({ _id: 99 })).toBeNull();
  });

  it("sorts on several keys", async () => {
    const docs = await db.collection<Loose>("people").find({}).sort({ age: 1, name: -1 }).toArray();
    expect(docs.map((d) => d._id)).toEqual([4, 2, 1, 3, 5]);
  });

  it("returns results over several batches with getMore", async () => {
    const c = db.collection<Loose>("many");
    await c.insertMany(Array.from({ length: 25 }, (_, i) => ({ i })));
    const before = commandsNamed("getMore").length;
    const docs = await c.find({}, { batchSize: 4 }).sort({ i: 1 }).toArray();
    expect(docs.map((d) => d.i)).toEqual(Array.from({ length: 25 }, (_, i) => i));
    expect(commandsNamed("getMore").length - before).toBe(6);
  });

  it("kills a cursor that is closed early", async () => {
    const c = db.collection<Loose>("many");
    const cursor = c.find({}, { batchSize: 2 });
    await cursor.next();
    const id = cursor.id;
    expect(id).toBeInstanceOf(Long);
    expect(id?.isZero()).toBe(false);
    await cursor.close();
    const reply = await db.command({ getMore: id as Long, collection: "many" }).catch((e: unknown) => e);
    expect(reply).toMatchObject({ code: 43, codeName: "CursorNotFound" });
    expect(commandsNamed("killCursors").length).toBeGreaterThan(0);
  });

  it("counts and lists distinct values", async () => {
    const c = db.collection<Loose>("people");
    expect(await c.estimatedDocumentCount()).toBe(5);
    expect(await c.countDocuments({ city: "Freetown" })).toBe(3);
    expect(await c.countDocuments({ city: "Freetown" }, { skip: 1, limit: 1 })).toBe(1);
    expect((await db.command({ count: "people", query: { age: 25 } })).n).toBe(2);
    expect((await c.distinct("city")).sort()).toEqual(["Bo", "Freetown", "Kenema"]);
    expect((await c.distinct("tags", { city: "Freetown" })).sort()).toEqual(["family", "law", "tax"]);
  });
});

describe("writes", () => {
  it("inserts, updates and deletes", async () => {
    const c = db.collection<Loose>("writes");
    const ins = await c.insertMany([
      { k: "a", n: 1 },
      { k: "b", n: 2 },
      { k: "c", n: 3 },
    ]);
    expect(ins.insertedCount).toBe(3);
    expect(Object.values(ins.insertedIds).every((id) => id instanceof ObjectId)).toBe(true);
    const upd = await c.updateMany({ n: { $gte: 2 } }, { $inc: { n: 10 } });
    expect(upd).toMatchObject({ matchedCount: 2, modifiedCount: 2 });
    expect(await c.updateOne({ k: "a" }, { $set: { n: 1 } })).toMatchObject({ matchedCount: 1, modifiedCount: 0 });
    const replaced = await c.replaceOne({ k: "a" }, { k: "a", replaced: true });
    expect(replaced.modifiedCount).toBe(1);
    expect(await c.findOne({ k: "a" }, { projection: { _id: 0 } })).toEqual({ k: "a", replaced: true });
    expect((await c.deleteOne({ k: "b" })).deletedCount).toBe(1);
    expect((await c.deleteMany({})).deletedCount).toBe(2);
  });

  it("upserts with $setOnInsert and seeds fields from the query", async () => {
    const c = db.collection<Loose>("upserts");
    const first = await c.updateOne({ slug: "home", "meta.lang": "en" }, { $set: { title: "Home" }, $setOnInsert: { createdBy: "seed" } }, { upsert: true });
    expect(first.upsertedCount).toBe(1);
    expect(first.upsertedId).toBeInstanceOf(ObjectId);
    expect(await c.findOne({ slug: "home" }, { projection: { _id: 0 } })).toEqual({
      slug: "home",
      meta: { lang: "en" },
      title: "Home",
      createdBy: "seed",
    });
    const second = await c.updateOne({ slug: "home" }, { $set: { title: "Start" }, $setOnInsert: { createdBy: "other" } }, { upsert: true });
    expect(second).toMatchObject({ matchedCount: 1, modifiedCount: 1, upsertedCount: 0 });
    expect(await c.findOne({ slug: "home" })).toMatchObject({ title: "Start", createdBy: "seed" });
    const replaceUpsert = await c.replaceOne({ _id: "fixed" }, { body: "x" }, { upsert: true });
    expect(replaceUpsert.upsertedId).toBe("fixed");
    expect(await c.findOne({ _id: "fixed" })).toEqual({ _id: "fixed", body: "x" });
  });

  it("finds and modifies", async () => {
    const c = db.collection<Loose>("fam");
    await c.insertMany([
      { q: 1, v: "a" },
      { q: 2, v: "b" },
    ]);
    const before = await c.findOneAndUpdate({ q: 1 }, { $set: { v: "A" } });
    expect(before).toMatchObject({ q: 1, v: "a" });
    const after = await c.findOneAndUpdate({ q: 1 }, { $set: { v: "AA" } }, { returnDocument: "after", projection: { _id: 0 } });
    expect(after).toEqual({ q: 1, v: "AA" });
    const sorted = await c.findOneAndUpdate({}, { $set: { top: true } }, { sort: { q: -1 }, returnDocument: "after" });
    expect(sorted).toMatchObject({ q: 2, top: true });
    const upserted = await c.findOneAndUpdate({ q: 3 }, { $setOnInsert: { v: "c" } }, { upsert: true, returnDocument: "after" });
    expect(upserted).toMatchObject({ q: 3, v: "c" });
    const replaced = await c.findOneAndReplace({ q: 3 }, { q: 3, v: "C" }, { returnDocument: "after" });
    expect(replaced).toMatchObject({ q: 3, v: "C" });
    const removed = await c.findOneAndDelete({ q: 2 });
    expect(removed).toMatchObject({ q: 2 });
    expect(await c.findOneAndDelete({ q: 2 })).toBeNull();
    expect(await c.findOneAndUpdate({ q: 99 }, { $set: { v: 1 } })).toBeNull();
    const raw = await db.command({ findAndModify: "fam", query: { q: 1 }, update: { $set: { v: "z" } }, new: true });
    expect(raw.lastErrorObject).toMatchObject({ n: 1, updatedExisting: true });
  });

  it("runs bulk writes with mixed operations", async () => {
    const c = db.collection<Loose>("bulk");
    const res = await c.bulkWrite([
      { insertOne: { document: { _id: 1, n: 1 } } },
      { insertOne: { document: { _id: 2, n: 2 } } },
      { updateOne: { filter: { _id: 1 }, update: { $inc: { n: 5 } } } },
      { updateOne: { filter: { _id: 3 }, update: { $set: { n: 3 } }, upsert: true } },
      { deleteOne: { filter: { _id: 2 } } },
    ]);
    expect(res).toMatchObject({ insertedCount: 2, matchedCount: 1, modifiedCount: 1, upsertedCount: 1, deletedCount: 1 });
    expect(await c.find().sort({ _id: 1 }).toArray()).toEqual([
      { _id: 1, n: 6 },
      { _id: 3, n: 3 },
    ]);
  });
});
