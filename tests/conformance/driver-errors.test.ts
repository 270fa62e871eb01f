/** @jest-environment node */
/**
 * Refusals carry MongoDB's codes and messages, so callers can tell them apart
 * exactly as they would with a real server.
 */
import { type Db, MongoBulkWriteError, type MongoClient, MongoServerError } from "mongodb";
import { connectClient, type Loose, openTarget, type Target } from "./target";

let target: Target;
let client: MongoClient;
let db: Db;

beforeAll(async () => {
  target = await openTarget();
  ({ client, db } = await connectClient(target));
  await db.collection<Loose>("users").createIndex({ email: 1 }, { unique: true });
  await db.collection<Loose>("users").insertMany([
    { _id: 1, email: "a@x.sl" },
    { _id: 2, email: "b@x.sl" },
  ]);
});

afterAll(async () => {
  await client?.close();
  await target?.close();
});

async function failure(p: Promise<unknown>): Promise<MongoServerError> {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(MongoServerError);
  return err as MongoServerError;
}

describe("error replies", () => {
  it("answers an unknown command with CommandNotFound", async () => {
    const err = await failure(db.command({ frobnicate: 1 }));
    expect(err).toMatchObject({ code: 59, codeName: "CommandNotFound" });
    expect(err.message).toBe("no such command: 'frobnicate'");
  });

  it("names an unknown query operator", async () => {
    const err = await failure(
      db
        .collection<Loose>("users")
        .find({ email: { $foo: 1 } })
        .toArray(),
    );
    expect(err).toMatchObject({ code: 2, codeName: "BadValue" });
    expect(err.message).toBe("unknown operator: $foo");
    const top = await failure(db.collection<Loose>("users").find({ $bar: 1 }).toArray());
    expect(top.code).toBe(2);
    expect(top.message).toMatch(/^unknown top level operator: \$bar/);
  });

  it("names an unknown update operator", async () => {
    const err = await failure(db.collection<Loose>("users").updateOne({ _id: 1 }, { $foo: { a: 1 } }));
    expect(err).toMatchObject({ code: 9 });
    expect(err.message).toMatch(/^Unknown modifier: \$foo/);
  });

  it("names an unknown pipeline stage", async () => {
    const err = await failure(
      db
        .collection<Loose>("users")
        .aggregate([{ $frob: {} }])
        .toArray(),
    );
    expect(err.code).toBe(40324);
    expect(err.message).toMatch(/Unrecognized pipeline stage name: '\$frob'/);
  });

  it("reports duplicate keys on insert as a write error", async () => {
    const err = await db
      .collection("users")
      .insertOne({ email: "a@x.sl" })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(MongoServerError);
    expect(err).toMatchObject({ code: 11000, keyPattern: { email: 1 }, keyValue: { email: "a@x.sl" } });
    expect((err as Error).message).toBe(`E11000 duplicate key error collection: ${target.dbName}.users index: email_1 dup key: { email: "a@x.sl" }`);
  });

  it("reports a duplicate _id", async () => {
    const err = await failure(db.collection<Loose>("users").insertOne({ _id: 2, email: "new@x.sl" }));
    expect(err).toMatchObject({ code: 11000, keyPattern: { _id: 1 }, keyValue: { _id: 2 } });
    expect(err.message).toBe(`E11000 duplicate key error collection: ${target.dbName}.users index: _id_ dup key: { _id: 2 }`);
  });

  it("continues an unordered insert past duplicates and reports each", async () => {
    const err = await db
      .collection("users")
      .insertMany([{ email: "a@x.sl" }, { email: "c@x.sl" }, { email: "b@x.sl" }], { ordered: false })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(MongoBulkWriteError);
    const bulk = err as MongoBulkWriteError;
    expect(bulk.insertedCount).toBe(1);
    expect(bulk.writeErrors).toHaveLength(2);
    expect([bulk.writeErrors].flat().map((e) => [e.index, e.code])).toEqual([
      [0, 11000],
      [2, 11000],
    ]);
    await db.collection<Loose>("users").deleteOne({ email: "c@x.sl" });
  });

  it("reports duplicate keys on update as a write error", async () => {
    const err = await failure(db.collection<Loose>("users").updateOne({ _id: 2 }, { $set: { email: "a@x.sl" } }));
    expect(err).toMatchObject({ code: 11000, keyValue: { email: "a@x.sl" } });
    expect(await db.collection<Loose>("users").findOne({ _id: 2 })).toMatchObject({ email: "b@x.sl" });
  });

  it("reports duplicate keys from findAndModify as a top-level error", async () => {
    const err = await failure(db.collection<Loose>("users").findOneAndUpdate({ _id: 2 }, { $set: { email: "a@x.sl" } }));
    expect(err).toMatchObject({ code: 11000, codeName: "DuplicateKey", keyPattern: { email: 1 }, keyValue: { email: "a@x.sl" } });
    const raw = await db.command({ findAndModify: "users", query: { _id: 2 }, update: { $set: { email: "a@x.sl" } } }).catch((e: unknown) => e);
    expect(raw).toMatchObject({ code: 11000, errorResponse: { ok: 0, code: 11000 } });
  });

  it("refuses to change _id", async () => {
    const err = await failure(db.collection<Loose>("users").updateOne({ _id: 1 }, { $set: { _id: 5 } }));
    expect(err.code).toBe(66);
    const replace = await failure(db.collection<Loose>("users").replaceOne({ _id: 1 }, { _id: 6, email: "q@x.sl" }));
    expect(replace.code).toBe(66);
  });

  it("refuses to $inc a string", async () => {
    await db.collection<Loose>("misc").insertOne({ _id: 1, s: "x" });
    const err = await failure(db.collection<Loose>("misc").updateOne({ _id: 1 }, { $inc: { s: 1 } }));
    expect(err.code).toBe(14);
  });

  it("refuses to create a field inside a scalar", async () => {
    const err = await failure(db.collection<Loose>("misc").updateOne({ _id: 1 }, { $inc: { "s.deeper": 1 } }));
    expect(err.code).toBe(28);
    const set = await failure(db.collection<Loose>("misc").updateOne({ _id: 1 }, { $set: { "s.deeper": 1 } }));
    expect(set.code).toBe(28);
    expect(await db.collection<Loose>("misc").findOne({ _id: 1 })).toEqual({ _id: 1, s: "x" });
  });

  it("refuses to $push onto a non-array", async () => {
    const err = await failure(db.collection<Loose>("misc").updateOne({ _id: 1 }, { $push: { s: 1 } } as never));
    expect(err.code).toBe(2);
  });
});

describe("transactions", () => {
  it("answers as a standalone server does, or commits on a replica set", async () => {
    const hello = await db.admin().command({ hello: 1 });
    const replicated = Boolean(hello.setName) || hello.msg === "isdbgrid";
    const session = client.startSession();
    try {
      session.startTransaction();
      const write = db.collection<Loose>("tx").insertOne({ a: 1 }, { session });
      if (replicated) {
        await write;
        await session.commitTransaction();
        expect(await db.collection<Loose>("tx").countDocuments()).toBe(1);
      } else {
        // The driver rewraps this refusal for writes; the server's own answer is the original error.
        const err = await failure(write);
        const original = (err as MongoServerError & { originalError?: MongoServerError }).originalError ?? err;
        expect(original).toMatchObject({ code: 20, codeName: "IllegalOperation" });
        expect(original.message).toBe("Transaction numbers are only allowed on a replica set member or mongos");
        const read = await failure(db.collection<Loose>("tx").findOne({}, { session }));
        expect(read).toMatchObject({ code: 20, codeName: "IllegalOperation" });
        await session.abortTransaction().catch(() => undefined);
        expect(await db.collection<Loose>("tx").countDocuments()).toBe(0);
      }
    } finally {
      await session.endSession();
    }
  });

  it("refuses commitTransaction and abortTransaction on a standalone server", async () => {
    const hello = await db.admin().command({ hello: 1 });
    if (hello.setName || hello.msg === "isdbgrid") return;
    for (const name of ["commitTransaction", "abortTransaction"]) {
      const err = await failure(db.admin().command({ [name]: 1, txnNumber: 1, autocommit: false }));
      expect(err.code).toBe(20);
    }
  });
});
