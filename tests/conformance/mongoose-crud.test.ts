/** @jest-environment node */
import mongoose, { type Connection, Schema } from "mongoose";
import { openTarget, type Target } from "./target";

let target: Target;
let conn: Connection;

const userSchema = new Schema(
  {
    email: { type: String, required: true, unique: true },
    name: String,
    age: Number,
    tags: [String],
  },
  { timestamps: true },
);

beforeAll(async () => {
  target = await openTarget();
  conn = await mongoose.createConnection(target.uri, { dbName: target.dbName, serverSelectionTimeoutMS: 5000 }).asPromise();
});

afterAll(async () => {
  await conn?.close();
  await target?.close();
});

describe("Mongoose CRUD", () => {
  it("creates, reads, updates and deletes documents", async () => {
    const User = conn.model("User", userSchema);
    await User.init();
    const a = await User.create({ email: "a@example.com", name: "Ada", age: 36, tags: ["x"] });
    await User.create([
      { email: "b@example.com", name: "Bo", age: 20 },
      { email: "c@example.com", name: "Cy", age: 51 },
    ]);

    const byId = await User.findById(a._id).lean();
    expect(byId?.email).toBe("a@example.com");
    expect(byId?.createdAt).toBeInstanceOf(Date);

    const sorted = await User.find({ age: { $gte: 21 } })
      .sort({ age: -1 })
      .select("name age -_id")
      .lean();
    expect(sorted).toEqual([
      { name: "Cy", age: 51 },
      { name: "Ada", age: 36 },
    ]);
    expect(await User.countDocuments({ age: { $lt: 40 } })).toBe(2);
    expect(await User.estimatedDocumentCount()).toBe(3);
    expect((await User.distinct("name")).sort()).toEqual(["Ada", "Bo", "Cy"]);

    const updated = await User.findOneAndUpdate({ email: "a@example.com" }, { $inc: { age: 1 }, $push: { tags: "y" } }, { returnDocument: "after" }).lean();
    expect(updated).toMatchObject({ age: 37, tags: ["x", "y"] });

    // timestamps off: updatedAt would otherwise change every document each time
    const res = await User.updateMany({ age: { $lt: 40 } }, { $set: { name: "young" } }, { timestamps: false });
    expect(res).toMatchObject({ matchedCount: 2, modifiedCount: 2 });
    const again = await User.updateMany({ age: { $lt: 40 } }, { $set: { name: "young" } }, { timestamps: false });
    expect(again).toMatchObject({ matchedCount: 2, modifiedCount: 0 });

    const del = await User.deleteOne({ email: "b@example.com" });
    expect(del.deletedCount).toBe(1);
    expect(await User.countDocuments()).toBe(2);
  });

  it("reports a duplicate key exactly as MongoDB does", async () => {
    const User = conn.model("User");
    const err = await User.create({ email: "a@example.com" }).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 11000, keyPattern: { email: 1 }, keyValue: { email: "a@example.com" } });
    expect((err as Error).message).toBe(`E11000 duplicate key error collection: ${target.dbName}.users index: email_1 dup key: { email: "a@example.com" }`);
  });
});
