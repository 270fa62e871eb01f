/** @jest-environment node */
/**
 * What the app and its seed do through Mongoose: schema indexes, populate,
 * upserts, bulk writes, cursors, and the numeric schema types.
 */
import mongoose, { type Connection, Schema, Types } from "mongoose";
import { openTarget, type Target } from "./target";

let target: Target;
let conn: Connection;

const areaSchema = new Schema({ slug: { type: String, required: true, unique: true }, title: String });
const attorneySchema = new Schema(
  {
    name: { type: String, required: true },
    email: { type: String, required: true, unique: true, lowercase: true },
    area: { type: Schema.Types.ObjectId, ref: "Area" },
    fee: Schema.Types.Decimal128,
    cases: Schema.Types.BigInt,
    rating: Number,
    active: { type: Boolean, default: true },
  },
  { timestamps: true },
);
attorneySchema.index({ area: 1, name: 1 });
const settingSchema = new Schema({ key: { type: String, unique: true }, value: Schema.Types.Mixed, seededAt: Date });

beforeAll(async () => {
  target = await openTarget();
  conn = await mongoose.createConnection(target.uri, { dbName: target.dbName, serverSelectionTimeoutMS: 5000 }).asPromise();
  conn.model("Area", areaSchema);
  conn.model("Attorney", attorneySchema);
  conn.model("Setting", settingSchema);
  await Promise.all(Object.values(conn.models).map((m) => m.init()));
});

afterAll(async () => {
  await conn?.close();
  await target?.close();
});

it("builds the schema's indexes", async () => {
  const indexes = await conn.model("Attorney").listIndexes();
  const byName = Object.fromEntries(indexes.map((i) => [i.name, i]));
  expect(byName.email_1).toMatchObject({ key: { email: 1 }, unique: true });
  expect(byName["area_1_name_1"]).toMatchObject({ key: { area: 1, name: 1 } });
  // syncIndexes compares with listIndexes and finds nothing to change
  expect(await conn.model("Attorney").syncIndexes()).toEqual([]);
});

it("seeds idempotently with upserts and populates references", async () => {
  const Area = conn.model("Area");
  const Attorney = conn.model("Attorney");
  const seed = async () => {
    const family = await Area.findOneAndUpdate({ slug: "family" }, { $setOnInsert: { title: "Family law" } }, { upsert: true, returnDocument: "after" });
    await Attorney.updateOne(
      { email: "ama@firm.sl" },
      { $setOnInsert: { name: "Ama Kamara", area: family._id, fee: "150.50", cases: 12n, rating: 4.5 } },
      { upsert: true },
    );
  };
  await seed();
  await seed();
  expect(await Area.countDocuments()).toBe(1);
  expect(await Attorney.countDocuments()).toBe(1);
  const ama = await Attorney.findOne({ email: "AMA@firm.sl" }).populate("area");
  expect(ama?.get("area.title")).toBe("Family law");
  expect(ama?.get("fee")?.toString()).toBe("150.50");
  expect(ama?.get("cases")).toBe(12n);
});

it("reports validation and duplicate errors as Mongoose does", async () => {
  const Attorney = conn.model("Attorney");
  await expect(Attorney.create({ email: "x@firm.sl" })).rejects.toThrow(/name: Path `name` is required/);
  const dup = await Attorney.create({ name: "Again", email: "ama@firm.sl" }).catch((e: unknown) => e);
  expect(dup).toMatchObject({ name: "MongoServerError", code: 11000, keyValue: { email: "ama@firm.sl" } });
});

it("inserts many, continues past duplicates when unordered, and bulk-writes", async () => {
  const Setting = conn.model("Setting");
  const res = await Setting.insertMany(
    [
      { key: "a", value: 1 },
      { key: "a", value: 2 },
      { key: "b", value: { nested: [1, 2] } },
    ],
    { ordered: false },
  ).catch((e: { insertedDocs?: unknown[]; writeErrors?: unknown[] }) => e);
  expect((res as { insertedDocs: unknown[] }).insertedDocs).toHaveLength(2);
  const bulk = await Setting.bulkWrite([
    { updateOne: { filter: { key: "a" }, update: { $set: { value: 10 } } } },
    { updateOne: { filter: { key: "c" }, update: { $set: { value: 3, seededAt: new Date(0) } }, upsert: true } },
    { deleteOne: { filter: { key: "b" } } },
  ]);
  expect(bulk).toMatchObject({ matchedCount: 1, modifiedCount: 1, upsertedCount: 1, deletedCount: 1 });
  expect((await Setting.find().sort({ key: 1 }).lean<{ key: string; value: unknown }[]>()).map((s) => [s.key, s.value])).toEqual([
    ["a", 10],
    ["c", 3],
  ]);
});

it("streams a query through a cursor in small batches", async () => {
  const Area = conn.model("Area");
  await Area.insertMany(Array.from({ length: 23 }, (_, i) => ({ slug: `area-${String(i).padStart(2, "0")}`, title: `Area ${i}` })));
  const seen: string[] = [];
  for await (const doc of Area.find({ slug: /^area-/ })
    .sort({ slug: 1 })
    .batchSize(5)
    .cursor())
    seen.push(doc.get("slug"));
  expect(seen).toHaveLength(23);
  expect(seen[0]).toBe("area-00");
  expect(seen[22]).toBe("area-22");
  const page = await Area.find({ slug: /^area-/ })
    .sort({ slug: -1 })
    .skip(5)
    .limit(3)
    .select("slug -_id")
    .lean();
  expect(page).toEqual([{ slug: "area-17" }, { slug: "area-16" }, { slug: "area-15" }]);
});

it("counts, checks existence, deletes and finds by id", async () => {
  const Area = conn.model("Area");
  expect(await Area.estimatedDocumentCount()).toBe(24);
  expect(await Area.exists({ slug: "area-03" })).toMatchObject({ _id: expect.any(Types.ObjectId) });
  expect(await Area.exists({ slug: "nope" })).toBeNull();
  const one = await Area.findOne({ slug: "area-03" });
  expect((await Area.findById(one?._id))?.get("slug")).toBe("area-03");
  expect((await Area.findByIdAndDelete(one?._id))?.get("slug")).toBe("area-03");
  expect(await Area.findById(one?._id)).toBeNull();
  expect((await Area.deleteMany({ slug: /^area-1/ })).deletedCount).toBe(10);
});

it("aggregates through the model", async () => {
  const Attorney = conn.model("Attorney");
  await Attorney.create({ name: "Ben Sesay", email: "ben@firm.sl", rating: 3.5 });
  const [row] = await Attorney.aggregate([{ $match: { active: true } }, { $group: { _id: null, avg: { $avg: "$rating" } } }]);
  expect(row.avg).toBe(4);
});
