/** @jest-environment node */
import { Int32, ObjectId } from "bson";
import { makeRec } from "./collection";
import { engineOptions, Query } from "./engine";
import { projectRecords } from "./query";
import type { Doc } from "./types";

const docs: Doc[] = [
  { _id: new ObjectId("65a1b2c3d4e5f60718293a4b"), name: "Aminata", passwordHash: "x", role: "admin", nested: { a: 1 }, list: [1, 2] },
  { role: "staff", _id: 2, name: "Kofi", count: new Int32(3) },
  { _id: 3 },
];

/** What mingo's projection gives, with keys in its order. */
function mingo(projection: Doc): Doc[] {
  return new Query({}, engineOptions()).find<Doc>(docs, projection).all();
}

describe("projectRecords", () => {
  it.each<Doc>([
    { passwordHash: 0 },
    { passwordHash: false, role: 0 },
    { name: 1, role: 1 },
    { name: true, _id: 0 },
    { role: 1, name: 1, _id: 1 },
    { _id: 0 },
    { _id: 1 },
    { passwordHash: 0, _id: 0 },
    { missing: 1 },
    { missing: 0 },
  ])("keeps and drops top-level fields as mingo does: %j", (projection) => {
    const projected = projectRecords(docs.map(makeRec), projection);
    expect(projected).toEqual(mingo(projection));
    // In the stored document's order, as MongoDB answers (mingo moves an included _id to the end).
    expect(projected.map((d) => Object.keys(d))).toEqual(docs.map((d) => Object.keys(d).filter((k) => k in projected[docs.indexOf(d)])));
  });

  it("leaves other projections to mingo, errors included", () => {
    const recs = docs.map(makeRec);
    expect(projectRecords(recs, { "nested.a": 1 })).toEqual(mingo({ "nested.a": 1 }));
    expect(projectRecords(recs, { list: { $slice: 1 } })).toEqual(mingo({ list: { $slice: 1 } }));
    expect(() => projectRecords(recs, { name: 1, role: 0 })).toThrow();
  });
});
