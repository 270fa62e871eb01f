/** @jest-environment node */
import mongoose, { Schema, Types } from "mongoose";
import { findOnePlain, findPlain } from "@/lib/db/plain-find";
import { User } from "@/models/User";
import { useTestDatabase } from "../helpers/database";

useTestDatabase();

const Probe = mongoose.model("PlainFindProbe", new Schema({ n: Number, secret: { type: String, select: false } }));

beforeAll(async () => {
  // More than one reply's worth: the server answers a find with 101 documents unless told otherwise.
  await Probe.insertMany(Array.from({ length: 250 }, (_, i) => ({ n: (i * 7) % 250, secret: `s${i}` })));
});

it("returns every matching document, in order, across as many replies as the server sends", async () => {
  const plain = await findPlain<{ n: number }>(Probe, { n: { $gte: 10 } }, { sort: { n: 1 } });
  expect(plain.map((doc) => doc.n)).toEqual(Array.from({ length: 240 }, (_, i) => i + 10));
});

it("returns what the same lean() query returns, projection, sort and limit included", async () => {
  const plain = await findPlain(Probe, { n: { $lt: 200 } }, { projection: { secret: 0 }, sort: { n: -1 }, limit: 150 });
  const lean = await Probe.find({ n: { $lt: 200 } })
    .sort({ n: -1 })
    .limit(150)
    .lean();
  expect(plain).toEqual(lean);
});

it("finds one document by id, or null", async () => {
  const [first] = await Probe.find().sort({ n: 1 }).limit(1).lean();
  expect(await findOnePlain(Probe, { _id: first._id }, { secret: 0 })).toEqual(first);
  expect(await findOnePlain(Probe, { _id: new Types.ObjectId() })).toBeNull();
});

it("leaves out what the projection leaves out, and nothing is cast: a string id matches nothing", async () => {
  const user = await User.findOne().select("+passwordHash").lean();
  const plain = await findOnePlain<Record<string, unknown>>(User, { _id: user!._id }, { passwordHash: 0 });
  expect(plain).not.toHaveProperty("passwordHash");
  expect(plain?.email).toBe(user!.email);
  // The types refuse a string id too; a caller that slips one past them gets nothing rather than a cast.
  const stringId = { _id: String(user!._id) } as unknown as { _id: Types.ObjectId };
  expect(await findOnePlain(User, stringId)).toBeNull();
});
