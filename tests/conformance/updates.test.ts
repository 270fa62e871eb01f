/** @jest-environment node */
/** Update operators, positional paths, arrayFilters, replacements and upserts. */
import { type Collection, type Db, type MongoClient } from "mongodb";
import { connectClient, type Loose, openTarget, type Target } from "./target";

let target: Target;
let client: MongoClient;
let db: Db;
let c: Collection<Loose>;

beforeAll(async () => {
  target = await openTarget();
  ({ client, db } = await connectClient(target));
  c = db.collection<Loose>("orders");
});

afterAll(async () => {
  await client?.close();
  await target?.close();
});

beforeEach(async () => {
  await c.deleteMany({});
  await c.insertOne({
    _id: 1,
    items: [
      { sku: "a", qty: 1, price: 10 },
      { sku: "b", qty: 2, price: 20 },
      { sku: "c", qty: 3, price: 30 },
    ],
    grades: [80, 95, 99],
    tags: ["x"],
    profile: { name: "Ama" },
  });
});

const read = async () => c.findOne({ _id: 1 }, { projection: { _id: 0 } });

describe("positional updates", () => {
  it("updates the first matching element with $", async () => {
    await c.updateOne({ _id: 1, "items.sku": "b" }, { $set: { "items.$.qty": 5 }, $inc: { "items.$.price": 1 } });
    expect((await read())?.items[1]).toEqual({ sku: "b", qty: 5, price: 21 });
  });

  it("updates every element with $[]", async () => {
    await c.updateOne({ _id: 1 }, { $inc: { "items.$[].qty": 10 } });
    expect((await read())?.items.map((i: Loose) => i.qty)).toEqual([11, 12, 13]);
  });

  it("updates filtered elements with arrayFilters", async () => {
    await c.updateOne({ _id: 1 }, { $set: { "grades.$[g]": 100 } }, { arrayFilters: [{ g: { $gte: 90 } }] });
    expect((await read())?.grades).toEqual([80, 100, 100]);
    await c.updateOne({ _id: 1 }, { $set: { "items.$[it].flag": true } }, { arrayFilters: [{ "it.price": { $gt: 15 } }] });
    expect((await read())?.items.map((i: Loose) => i.flag ?? false)).toEqual([false, true, true]);
  });

  it("addresses array elements by index", async () => {
    await c.updateOne({ _id: 1 }, { $set: { "grades.0": 81, "tags.3": "late" } });
    const doc = await read();
    expect(doc?.grades).toEqual([81, 95, 99]);
    expect(doc?.tags).toEqual(["x", null, null, "late"]);
  });
});

describe("operators", () => {
  it("sets nested paths, unsets and renames", async () => {
    await c.updateOne({ _id: 1 }, { $set: { "profile.address.city": "Freetown" }, $unset: { tags: "" }, $rename: { grades: "scores" } });
    const doc = await read();
    expect(doc?.profile).toEqual({ name: "Ama", address: { city: "Freetown" } });
    expect(doc).not.toHaveProperty("tags");
    expect(doc?.scores).toEqual([80, 95, 99]);
  });

  it("pushes with $each, $position, $sort and $slice", async () => {
    await c.updateOne({ _id: 1 }, { $push: { grades: { $each: [50, 70], $sort: -1, $slice: 3 } } } as never);
    expect((await read())?.grades).toEqual([99, 95, 80]);
    await c.updateOne({ _id: 1 }, { $push: { tags: { $each: ["first"], $position: 0 } } } as never);
    expect((await read())?.tags).toEqual(["first", "x"]);
  });

  it("adds to sets, pulls and pops", async () => {
    await c.updateOne({ _id: 1 }, { $addToSet: { tags: { $each: ["x", "y"] } } });
    expect((await read())?.tags).toEqual(["x", "y"]);
    await c.updateOne({ _id: 1 }, { $pull: { items: { qty: { $gte: 2 } } }, $pullAll: { tags: ["y"] } } as never);
    const doc = await read();
    expect(doc?.items.map((i: Loose) => i.sku)).toEqual(["a"]);
    expect(doc?.tags).toEqual(["x"]);
    await c.updateOne({ _id: 1 }, { $pop: { grades: -1 } });
    expect((await read())?.grades).toEqual([95, 99]);
  });

  it("applies $min, $max, $mul and $currentDate", async () => {
    await c.updateOne({ _id: 1 }, { $min: { "profile.low": 5 }, $max: { "items.0.qty": 7 }, $mul: { "items.1.price": 2 }, $currentDate: { seen: true } });
    const doc = await read();
    expect(doc?.profile.low).toBe(5);
    expect(doc?.items[0].qty).toBe(7);
    expect(doc?.items[1].price).toBe(40);
    expect(doc?.seen).toBeInstanceOf(Date);
  });

  it("reports matched and modified counts", async () => {
    expect(await c.updateOne({ _id: 1 }, { $set: { "profile.name": "Ama" } })).toMatchObject({ matchedCount: 1, modifiedCount: 0 });
    expect(await c.updateOne({ _id: 1 }, { $addToSet: { tags: "x" } })).toMatchObject({ matchedCount: 1, modifiedCount: 0 });
    expect(await c.updateOne({ _id: 2 }, { $set: { a: 1 } })).toMatchObject({ matchedCount: 0, modifiedCount: 0 });
  });

  it("updates with an aggregation pipeline", async () => {
    await c.updateOne({ _id: 1 }, [{ $set: { count: { $size: "$items" }, "profile.upper": { $toUpper: "$profile.name" } } }]);
    const doc = await read();
    expect(doc?.count).toBe(3);
    expect(doc?.profile).toEqual({ name: "Ama", upper: "AMA" });
  });

  it("refuses conflicting paths", async () => {
    const err = await c.updateOne({ _id: 1 }, { $set: { profile: {} }, $unset: { "profile.name": "" } }).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 40 });
  });
});

describe("replacement and upsert", () => {
  it("replaces the whole document but keeps _id", async () => {
    await c.replaceOne({ _id: 1 }, { fresh: true });
    expect(await c.findOne({ _id: 1 })).toEqual({ _id: 1, fresh: true });
  });

  it("upserts from equality fields of the query, including $eq and $and", async () => {
    const res = await c.updateOne(
      { $and: [{ kind: "page" }, { slug: { $eq: "about" } }], views: { $gt: 5 } },
      { $inc: { hits: 1 }, $setOnInsert: { created: "now" } },
      { upsert: true },
    );
    expect(res.upsertedCount).toBe(1);
    const doc = await c.findOne({ _id: res.upsertedId as never }, { projection: { _id: 0 } });
    expect(doc).toEqual({ kind: "page", slug: "about", hits: 1, created: "now" });
  });

  it("upserts with an _id from the query", async () => {
    const res = await c.updateOne({ _id: "cfg" }, { $set: { on: true } }, { upsert: true });
    expect(res.upsertedId).toBe("cfg");
    expect(await c.findOne({ _id: "cfg" })).toEqual({ _id: "cfg", on: true });
  });

  it("updates many documents at once", async () => {
    await c.insertMany([
      { _id: 2, k: 1 },
      { _id: 3, k: 1 },
      { _id: 4, k: 2 },
    ]);
    const res = await c.updateMany({ k: 1 }, { $set: { k: 9 } });
    expect(res).toMatchObject({ matchedCount: 2, modifiedCount: 2 });
    expect(await c.countDocuments({ k: 9 })).toBe(2);
  });
});
