/** @jest-environment node */
/** Aggregation stages the app uses, and Mongoose's countDocuments shape. */
import { type Db, type MongoClient, ObjectId } from "mongodb";
import { connectClient, type Loose, openTarget, type Target } from "./target";

let target: Target;
let client: MongoClient;
let db: Db;

beforeAll(async () => {
  target = await openTarget();
  ({ client, db } = await connectClient(target));
  await db.collection<Loose>("attorneys").insertMany([
    { _id: 1, name: "Ama", area: "family", years: 12, langs: ["en", "krio"] },
    { _id: 2, name: "Ben", area: "tax", years: 4, langs: ["en"] },
    { _id: 3, name: "Cia", area: "family", years: 20, langs: ["en", "mende"] },
    { _id: 4, name: "Dau", area: "criminal", years: 8, langs: [] },
  ]);
  await db.collection<Loose>("areas").insertMany([
    { _id: "family", title: "Family law" },
    { _id: "tax", title: "Tax" },
    { _id: "criminal", title: "Criminal defence" },
  ]);
});

afterAll(async () => {
  await client?.close();
  await target?.close();
});

const attorneys = () => db.collection<Loose>("attorneys");

it("matches, groups and sorts", async () => {
  const rows = await attorneys()
    .aggregate([
      { $match: { years: { $gte: 5 } } },
      { $group: { _id: "$area", count: { $sum: 1 }, totalYears: { $sum: "$years" }, names: { $push: "$name" } } },
      { $sort: { count: -1, _id: 1 } },
    ])
    .toArray();
  expect(rows).toEqual([
    { _id: "family", count: 2, totalYears: 32, names: ["Ama", "Cia"] },
    { _id: "criminal", count: 1, totalYears: 8, names: ["Dau"] },
  ]);
});

it("projects computed fields", async () => {
  const rows = await attorneys()
    .aggregate([
      { $sort: { _id: 1 } },
      { $limit: 2 },
      { $project: { _id: 0, label: { $concat: ["$name", " (", "$area", ")"] }, senior: { $gte: ["$years", 10] } } },
    ])
    .toArray();
  expect(rows).toEqual([
    { label: "Ama (family)", senior: true },
    { label: "Ben (tax)", senior: false },
  ]);
});

it("joins with $lookup and flattens with $unwind", async () => {
  const rows = await attorneys()
    .aggregate([
      { $match: { _id: { $in: [1, 2] } } },
      { $lookup: { from: "areas", localField: "area", foreignField: "_id", as: "areaDoc" } },
      { $unwind: "$areaDoc" },
      { $project: { name: 1, areaTitle: "$areaDoc.title" } },
      { $sort: { _id: 1 } },
    ])
    .toArray();
  expect(rows).toEqual([
    { _id: 1, name: "Ama", areaTitle: "Family law" },
    { _id: 2, name: "Ben", areaTitle: "Tax" },
  ]);
  const langs = await attorneys()
    .aggregate([{ $unwind: "$langs" }, { $group: { _id: "$langs", n: { $sum: 1 } } }, { $sort: { n: -1, _id: 1 } }])
    .toArray();
  expect(langs).toEqual([
    { _id: "en", n: 3 },
    { _id: "krio", n: 1 },
    { _id: "mende", n: 1 },
  ]);
});

it("counts with $count and with countDocuments' pipeline", async () => {
  expect(
    await attorneys()
      .aggregate([{ $match: { area: "family" } }, { $count: "total" }])
      .toArray(),
  ).toEqual([{ total: 2 }]);
  const [counted] = await attorneys()
    .aggregate([{ $match: { years: { $lt: 10 } } }, { $group: { _id: 1, n: { $sum: 1 } } }])
    .toArray();
  expect(counted).toEqual({ _id: 1, n: 2 });
  expect(
    await attorneys()
      .aggregate([{ $match: { area: "none" } }, { $count: "total" }])
      .toArray(),
  ).toEqual([]);
});

it("pages with $skip and $limit and adds fields", async () => {
  const rows = await attorneys()
    .aggregate([
      { $sort: { years: -1 } },
      { $skip: 1 },
      { $limit: 2 },
      { $addFields: { decade: { $floor: { $divide: ["$years", 10] } } } },
      { $project: { name: 1, decade: 1, _id: 0 } },
    ])
    .toArray();
  expect(rows).toEqual([
    { name: "Ama", decade: 1 },
    { name: "Dau", decade: 0 },
  ]);
});

it("returns large results over several batches", async () => {
  const c = db.collection<Loose>("bulk");
  await c.insertMany(Array.from({ length: 30 }, (_, i) => ({ i })));
  const rows = await c.aggregate([{ $sort: { i: -1 } }], { batchSize: 7 }).toArray();
  expect(rows.map((r) => r.i)).toEqual(Array.from({ length: 30 }, (_, i) => 29 - i));
});

it("aggregates a missing collection to nothing", async () => {
  expect(
    await db
      .collection<Loose>("missing")
      .aggregate([{ $match: {} }])
      .toArray(),
  ).toEqual([]);
});

it("names BSON types in $type expressions as MongoDB does", async () => {
  const c = db.collection<Loose>("typed");
  await c.insertOne({ _id: 1, oid: new ObjectId(), n: 2.5, i: 3, s: "x", when: new Date(), list: [1] });
  const [row] = await c
    .aggregate([
      {
        $project: {
          _id: 0,
          oid: { $type: "$oid" },
          n: { $type: "$n" },
          i: { $type: "$i" },
          s: { $type: "$s" },
          when: { $type: "$when" },
          list: { $type: "$list" },
          none: { $type: "$none" },
        },
      },
    ])
    .toArray();
  expect(row).toEqual({ oid: "objectId", n: "double", i: "int", s: "string", when: "date", list: "array", none: "missing" });
});
