/** @jest-environment node */
import { ObjectId } from "bson";
import { Query } from "./engine";
import { engineOptions } from "./engine";
import { compileFastFilter } from "./fastfilter";
import type { Doc } from "./types";

// A small deterministic generator so failures reproduce.
function rng(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) & 0x7fffffff;
    return s / 0x7fffffff;
  };
}

const ids = [new ObjectId("65a1b2c3d4e5f60718293a4b"), new ObjectId("65a1b2c3d4e5f60718293a4c")];
const dates = [new Date(0), new Date(1000)];
const values: unknown[] = [0, 1, -2.5, 3, "a", "b", "", true, false, null, undefined, ids[0], ids[1], dates[0], dates[1], [1, 2], ["a"], { x: 1 }, NaN];
const operands: unknown[] = [0, 1, -2.5, 3, "a", "b", "", true, false, null, ids[0], ids[1], dates[0], dates[1]];
const ops = ["$eq", "$ne", "$gt", "$gte", "$lt", "$lte", "$in", "$nin", "$exists"];

describe("compileFastFilter", () => {
  it("agrees with mingo wherever it answers", () => {
    const next = rng(42);
    const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)];
    let answered = 0;
    for (let i = 0; i < 4000; i++) {
      const doc: Doc = { _id: i };
      for (const f of ["a", "b"]) {
        const v = pick(values);
        if (v !== undefined) doc[f] = v;
      }
      if (next() < 0.3) doc.n = { a: pick(values) };
      const filter: Doc = {};
      for (const f of next() < 0.5 ? ["a"] : ["a", "n.a"]) {
        const op = pick(ops);
        const operand = op === "$exists" ? next() < 0.5 : op === "$in" || op === "$nin" ? [pick(operands), pick(operands)] : pick(operands);
        filter[f] = next() < 0.2 && op === "$eq" ? operand : { [op]: operand };
      }
      const fast = compileFastFilter(filter);
      if (!fast) continue; // e.g. a range against null
      const quick = fast(doc);
      if (quick === undefined) continue;
      answered++;
      const expected = new Query(filter, engineOptions()).test(doc);
      if (quick !== expected) throw new Error(`mismatch for ${JSON.stringify(filter)} on ${JSON.stringify(doc)}`);
    }
    expect(answered).toBeGreaterThan(2000);
  });

  it("agrees with mingo on $and, $or and $nor wherever it answers", () => {
    const next = rng(7);
    const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)];
    const clause = (): Doc => {
      const op = pick(ops);
      const operand = op === "$exists" ? next() < 0.5 : op === "$in" || op === "$nin" ? [pick(operands), pick(operands)] : pick(operands);
      return { [pick(["a", "b"])]: next() < 0.2 && op === "$eq" ? operand : { [op]: operand } };
    };
    let answered = 0;
    for (let i = 0; i < 3000; i++) {
      const doc: Doc = { _id: i };
      for (const f of ["a", "b"]) {
        const v = pick(values);
        if (v !== undefined) doc[f] = v;
      }
      const filter: Doc = { [pick(["$and", "$or", "$nor"])]: Array.from({ length: 1 + Math.floor(next() * 3) }, clause) };
      if (next() < 0.5) Object.assign(filter, clause());
      const fast = compileFastFilter(filter);
      if (!fast) continue;
      const quick = fast(doc);
      if (quick === undefined) continue;
      answered++;
      const expected = new Query(filter, engineOptions()).test(doc);
      if (quick !== expected) throw new Error(`mismatch for ${JSON.stringify(filter)} on ${JSON.stringify(doc)}`);
    }
    expect(answered).toBeGreaterThan(1000);
  });

  it("answers the rate-limit count's filter", () => {
    const now = new Date(1000);
    const fast = compileFastFilter({ $or: [{ expire: { $gt: now } }, { expire: { $eq: null } }], key: "chat:1.2.3.4" });
    expect(fast?.({ key: "chat:1.2.3.4", expire: new Date(2000) })).toBe(true);
    expect(fast?.({ key: "chat:1.2.3.4", expire: null })).toBe(true);
    expect(fast?.({ key: "chat:1.2.3.4", expire: new Date(500) })).toBe(false);
    expect(fast?.({ key: "other", expire: null })).toBe(false);
  });

  it("declines filters it does not handle", () => {
    expect(compileFastFilter({ $or: [{ a: 1 }, { a: /x/ }] })).toBeUndefined();
    expect(compileFastFilter({ $or: [] })).toBeUndefined();
    expect(compileFastFilter({ $or: { a: 1 } })).toBeUndefined();
    expect(compileFastFilter({ $where: "true" })).toBeUndefined();
    expect(compileFastFilter({ a: /x/ })).toBeUndefined();
    expect(compileFastFilter({ a: { $regex: "x" } })).toBeUndefined();
    expect(compileFastFilter({ a: { x: 1 } })).toBeUndefined();
    expect(compileFastFilter({ a: { $gt: null } })).toBeUndefined();
  });

  it("leaves arrays and embedded documents to mingo", () => {
    const fast = compileFastFilter({ a: 1 });
    expect(fast?.({ a: [1, 2] })).toBeUndefined();
    expect(fast?.({ a: { b: 1 } })).toBeUndefined();
    expect(compileFastFilter({ "a.b": 1 })?.({ a: [{ b: 1 }] })).toBeUndefined();
  });
});
