/** @jest-environment node */
/**
 * BSON types come back exactly as written, compare as MongoDB compares them,
 * and update arithmetic follows MongoDB's type promotion.
 */
import { Binary, type Db, Decimal128, Double, Int32, Long, type MongoClient, ObjectId, UUID } from "mongodb";
import { connectClient, embeddedIt, type Loose, openTarget, type Target } from "./target";
import { bsonFixture, expectFixture } from "./fixtures/bson";

let target: Target;
let client: MongoClient;
let db: Db;
const exact = { promoteValues: false, promoteLongs: false, promoteBuffers: false } as const;

beforeAll(async () => {
  target = await openTarget();
  ({ client, db } = await connectClient(target));
});

afterAll(async () => {
  await client?.close();
  await target?.close();
});

describe("round trip", () => {
  it("returns every BSON type unchanged", async () => {
    const c = db.collection<Loose>("types");
    await c.insertOne(bsonFixture());
    const doc = await c.findOne({ _id: "fixture" }, exact);
    expectFixture(doc);
  });

  it("keeps types through an update of another field", async () => {
    const c = db.collection<Loose>("types");
    await c.updateOne({ _id: "fixture" }, { $set: { touched: true } });
    const doc = await c.findOne({ _id: "fixture" }, exact);
    expectFixture(doc);
    expect(doc?.touched).toBe(true);
  });

  it("keeps types through a projection and an aggregation", async () => {
    const c = db.collection<Loose>("types");
    const projected = await c.findOne({ _id: "fixture" }, { ...exact, projection: { dec: 1, long: 1, dbl: 1 } });
    expect(projected?.dec).toEqual(Decimal128.fromString("12.340"));
    expect(projected?.long).toEqual(Long.fromString("9007199254740993"));
    expect(projected?.dbl).toBeInstanceOf(Double);
    const [viaPipeline] = await c.aggregate([{ $match: { _id: "fixture" } }, { $project: { dec: 1, int: 1 } }], exact).toArray();
    expect(viaPipeline.dec).toEqual(Decimal128.fromString("12.340"));
    expect(viaPipeline.int).toEqual(new Int32(7));
  });
});

describe("comparison", () => {
  beforeAll(async () => {
    await db.collection<Loose>("prices").insertMany([
      { _id: 1, price: Decimal128.fromString("9.5") },
      { _id: 2, price: Decimal128.fromString("10.25") },
      { _id: 3, price: Decimal128.fromString("100") },
      { _id: 4, price: Decimal128.fromString("2.000") },
    ]);
    await db.collection<Loose>("numbers").insertMany([
      { _id: "int", n: new Int32(5) },
      { _id: "long", n: Long.fromNumber(5) },
      { _id: "double", n: new Double(5) },
      { _id: "decimal", n: Decimal128.fromString("5.0") },
      { _id: "other", n: 6 },
    ]);
  });

  it("orders Decimal128 numerically", async () => {
    const sorted = await db.collection<Loose>("prices").find().sort({ price: 1 }).toArray();
    expect(sorted.map((d) => d._id)).toEqual([4, 1, 2, 3]);
    const expensive = await db
      .collection<Loose>("prices")
      .find({ price: { $gt: Decimal128.fromString("9.99") } })
      .sort({ _id: 1 })
      .toArray();
    expect(expensive.map((d) => d._id)).toEqual([2, 3]);
    expect(await db.collection<Loose>("prices").countDocuments({ price: Decimal128.fromString("2") })).toBe(1);
  });

  it("sorts and carries Decimal128 through a pipeline unchanged", async () => {
    const rows = await db
      .collection<Loose>("prices")
      .aggregate([{ $sort: { price: -1 } }, { $limit: 2 }, { $addFields: { seen: true } }], exact)
      .toArray();
    expect(rows).toEqual([
      { _id: new Int32(3), price: Decimal128.fromString("100"), seen: true },
      { _id: new Int32(2), price: Decimal128.fromString("10.25"), seen: true },
    ]);
  });

  it("treats equal numbers of different types as equal", async () => {
    const same = await db.collection<Loose>("numbers").find({ n: 5 }).sort({ _id: 1 }).toArray();
    expect(same.map((d) => d._id)).toEqual(["decimal", "double", "int", "long"]);
    const viaLong = await db.collection<Loose>("numbers").countDocuments({ n: Long.fromNumber(5) });
    expect(viaLong).toBe(4);
  });

  it("matches $type by exact BSON type", async () => {
    const typeOf = async (t: string) =>
      (
        await db
          .collection<Loose>("numbers")
          .find({ n: { $type: t } })
          .toArray()
      )
        .map((d) => d._id)
        .sort();
    expect(await typeOf("long")).toEqual(["long"]);
    expect(await typeOf("decimal")).toEqual(["decimal"]);
    expect(await typeOf("int")).toEqual(["int", "other"]);
    expect(await typeOf("double")).toEqual(["double"]);
    expect((await typeOf("number")).length).toBe(5);
    expect(await db.collection<Loose>("types").countDocuments({ oid: { $type: "objectId" } })).toBe(1);
  });
});

describe("arithmetic", () => {
  beforeEach(async () => {
    await db.collection<Loose>("math").deleteMany({});
    await db.collection<Loose>("math").insertOne({
      _id: 1,
      long: Long.fromString("9007199254740993"),
      dec: Decimal128.fromString("0.1"),
      int: new Int32(2147483647),
      dbl: 1.5,
    });
  });

  const read = () => db.collection<Loose>("math").findOne({ _id: 1 }, exact);

  it("increments a Long exactly", async () => {
    await db.collection<Loose>("math").updateOne({ _id: 1 }, { $inc: { long: 2 } });
    expect((await read())?.long).toEqual(Long.fromString("9007199254740995"));
  });

  it("adds Decimal128 exactly", async () => {
    await db.collection<Loose>("math").updateOne({ _id: 1 }, { $inc: { dec: Decimal128.fromString("0.2") } });
    expect((await read())?.dec.toString()).toBe("0.3");
    await db.collection<Loose>("math").updateOne({ _id: 1 }, { $mul: { dec: 3 } });
    expect((await read())?.dec.toString()).toBe("0.9");
  });

  it("promotes an overflowing Int32 to a Long", async () => {
    await db.collection<Loose>("math").updateOne({ _id: 1 }, { $inc: { int: 1 } });
    expect((await read())?.int).toEqual(Long.fromNumber(2147483648));
  });

  it("makes a double when a double is involved", async () => {
    await db.collection<Loose>("math").updateOne({ _id: 1 }, { $inc: { dbl: 0.5, fresh: new Double(2) } });
    const doc = await read();
    expect(doc?.dbl).toEqual(new Double(2));
    expect(doc?.fresh).toEqual(new Double(2));
  });

  it("applies $min and $max across types", async () => {
    await db.collection<Loose>("math").updateOne({ _id: 1 }, { $max: { dec: 1 }, $min: { dbl: Long.fromNumber(1) } });
    const doc = await read();
    expect(doc?.dec).toEqual(new Int32(1));
    expect(doc?.dbl).toEqual(Long.fromNumber(1));
  });
});

describe("values the embedded server refuses rather than approximates", () => {
  embeddedIt("refuses to compare a Long beyond 2^53", async () => {
    const err = await db
      .collection<Loose>("types")
      .find({ long: { $gt: 5 } })
      .toArray()
      .catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 2 });
    expect((err as Error).message).toMatch(/Long value 9007199254740993 cannot be compared exactly/);
  });

  embeddedIt("refuses arithmetic pipelines over Decimal128 values", async () => {
    const err = await db
      .collection<Loose>("prices")
      .aggregate([{ $group: { _id: null, total: { $sum: "$price" } } }])
      .toArray()
      .catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 238 });
    // counting is still fine
    expect(await db.collection<Loose>("prices").countDocuments({})).toBe(4);
  });
});

it("uses ObjectId, UUID and Binary as _id and in filters", async () => {
  const c = db.collection<Loose>("ids");
  const oid = new ObjectId();
  const uuid = new UUID();
  const bin = new Binary(Buffer.from([1, 2, 3]), 0);
  await c.insertMany([{ _id: oid }, { _id: uuid }, { _id: bin }, { _id: { a: 1, b: 2 } }]);
  expect(await c.countDocuments({ _id: oid })).toBe(1);
  expect(await c.countDocuments({ _id: uuid })).toBe(1);
  expect(await c.countDocuments({ _id: bin })).toBe(1);
  expect(await c.countDocuments({ _id: { a: 1, b: 2 } })).toBe(1);
  expect(await c.countDocuments({ _id: { b: 2, a: 1 } })).toBe(0);
});
