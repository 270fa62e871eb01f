/** @jest-environment node */
import { ObjectId } from "bson";
import { Collection } from "./collection";
import { validateIndexSpec } from "./indexes";
import { Matcher, matchRecords } from "./query";
import { canonicalKey } from "./types";

function collection(): Collection {
  const coll = new Collection("db", "visits");
  coll.createIndex(validateIndexSpec({ key: { key: 1 }, name: "key_1", unique: true }));
  coll.createIndex(validateIndexSpec({ key: { owner: 1 }, name: "owner_1" }));
  return coll;
}

describe("index lookups", () => {
  it("reads only the documents an equality filter can match", () => {
    const coll = collection();
    for (let i = 0; i < 1000; i++) coll.insert({ _id: i, key: `visitor-${i}`, owner: i % 10 === 0 ? "a" : "b" });
    expect(coll.lookup("key", ["visitor-7"])?.map((rec) => rec.doc._id)).toEqual([7]);
    expect(coll.lookup("owner", ["a"])).toHaveLength(100);
    expect(coll.lookup("missing", ["x"])).toBeUndefined();
    const tested = jest.spyOn(Matcher.prototype, "test");
    expect(matchRecords(coll, new Matcher({ key: "visitor-42", owner: "b" })).map((rec) => rec.doc._id)).toEqual([42]);
    expect(tested).toHaveBeenCalledTimes(1);
    tested.mockRestore();
  });

  it("finds each holder of a value as documents holding it come and go", () => {
    const coll = collection();
    const owners = () => coll.lookup("owner", ["a"])?.map((rec) => rec.doc._id);
    coll.insert({ _id: 1, key: "k1", owner: "a" });
    expect(owners()).toEqual([1]);
    coll.insert({ _id: 2, key: "k2", owner: "a" });
    coll.insert({ _id: 3, key: "k3", owner: "a" });
    expect(owners()).toEqual([1, 2, 3]);
    coll.replace(canonicalKey(1), { _id: 1, key: "k1b", owner: "a" });
    expect(owners()).toEqual([1, 2, 3]);
    coll.remove(canonicalKey(2));
    expect(owners()).toEqual([1, 3]);
    coll.remove(canonicalKey(1));
    expect(owners()).toEqual([3]);
    coll.replace(canonicalKey(3), { _id: 3, key: "k3", owner: "b" });
    expect(owners()).toEqual([]);
    expect(coll.lookup("owner", ["b"])?.map((rec) => rec.doc._id)).toEqual([3]);
    coll.insert({ _id: 4, key: "k4", owner: "a" });
    expect(owners()).toEqual([4]);
  });

  it("keys an ObjectId apart from the string of its hex digits", () => {
    const id = new ObjectId();
    const coll = collection();
    coll.insert({ _id: id, key: "k1", owner: "a" });
    coll.insert({ _id: id.toHexString(), key: "k2", owner: "a" });
    expect(canonicalKey(id)).toBe(id.toHexString());
    expect(coll.get(canonicalKey(id))?.doc.key).toBe("k1");
    expect(coll.get(canonicalKey(id.toHexString()))?.doc.key).toBe("k2");
    expect(coll.lookup("owner", ["a"])).toHaveLength(2);
  });

  it("is rebuilt from the records after a restart's replay", () => {
    const coll = collection();
    const replayed = new Collection("db", "visits");
    replayed.replay(coll.metadataRecord());
    replayed.replay({ t: "put", doc: { _id: 1, key: "k1", owner: "a" } });
    replayed.replay({ t: "put", doc: { _id: 2, key: "k2", owner: "a" } });
    replayed.replay({ t: "del", id: 1 });
    replayed.rebuildIndexes();
    expect(replayed.lookup("owner", ["a"])?.map((rec) => rec.doc._id)).toEqual([2]);
  });
});
