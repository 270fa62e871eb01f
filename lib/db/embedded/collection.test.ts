/** @jest-environment node */
import { Collection } from "./collection";
import { validateIndexSpec } from "./indexes";
import { Matcher, matchRecords } from "./query";

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
