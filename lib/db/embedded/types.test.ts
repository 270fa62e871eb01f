/** @jest-environment node */
import { Binary, Decimal128, Double, Int32, Long, ObjectId, serialize } from "bson";
import {
  arithmetic,
  bsonTypeName,
  canonicalKey,
  compareValues,
  decodeDocument,
  encodeDocument,
  foldCase,
  needsWorkingCopy,
  storedOf,
  toWorking,
  toWorkingOperand,
} from "./types";

describe("stored form", () => {
  it("re-encodes to the exact bytes it was decoded from", () => {
    const original = serialize({
      i: new Int32(1),
      d: new Double(1),
      f: 1.5,
      big: 2 ** 40,
      l: Long.fromNumber(1),
      dec: Decimal128.fromString("1.0"),
      neg0: new Double(-0),
      nested: [{ x: new Double(2) }, new Int32(-5)],
      oid: new ObjectId(),
      bin: new Binary(Buffer.from([1, 2]), 0x80),
      when: new Date(5),
    });
    expect(Buffer.from(encodeDocument(decodeDocument(original)))).toEqual(Buffer.from(original));
  });

  it("keeps wrappers only where a plain number would change type", () => {
    const doc = decodeDocument(serialize({ i: new Int32(3), f: 2.5, d: new Double(3) }));
    expect(doc.i).toBe(3);
    expect(doc.f).toBe(2.5);
    expect(doc.d).toBeInstanceOf(Double);
    expect(needsWorkingCopy({ i: 3, f: 2.5 })).toBe(false);
    expect(needsWorkingCopy({ x: [{ d: new Double(3) }] })).toBe(true);
  });
});

describe("working view", () => {
  it("turns numeric wrappers into numbers and remembers the stored containers", () => {
    const stored = { a: Long.fromNumber(7), b: { c: Decimal128.fromString("2.50") }, s: "x" };
    const work = toWorking(stored) as Record<string, unknown>;
    expect(work).toEqual({ a: 7, b: { c: 2.5 }, s: "x" });
    expect(storedOf(work)).toBe(stored);
    const plain = { a: 1 };
    expect(toWorking(plain)).toBe(plain);
  });

  it("refuses values no double represents exactly, but only when inspected", () => {
    const work = toWorking({ big: Long.fromString("9007199254740993"), ok: 1 }) as Record<string, unknown>;
    expect(work.ok).toBe(1);
    expect(() => String((work.big as { constructor: unknown }).constructor)).toThrow(/cannot be compared exactly/);
    expect(() => toWorkingOperand(Decimal128.fromString("1.234567890123456789"))).toThrow(/cannot be compared exactly/);
  });
});

describe("numbers across types", () => {
  it("compares exactly", () => {
    expect(compareValues(Long.fromString("9007199254740993"), 9007199254740992)).toBe(1);
    expect(compareValues(Decimal128.fromString("0.1"), 0.1)).toBe(-1);
    expect(compareValues(new Int32(5), Decimal128.fromString("5.00"))).toBe(0);
    expect(compareValues("a", 1)).toBe(1);
  });

  it("promotes types as MongoDB's $inc and $mul do", () => {
    expect(arithmetic("$inc", 1, 2)).toBe(3);
    expect(arithmetic("$inc", 2147483647, 1)).toEqual(Long.fromNumber(2147483648));
    expect(arithmetic("$mul", Long.fromNumber(3), 4)).toEqual(Long.fromNumber(12));
    expect(() => arithmetic("$inc", Long.MAX_VALUE, 1)).toThrow(/overflow/);
    expect(arithmetic("$inc", 1, 0.5)).toBe(1.5);
    expect(arithmetic("$inc", 1.5, 0.5)).toEqual(new Double(2));
    expect(String(arithmetic("$inc", Decimal128.fromString("0.1"), 0.2))).toBe("0.3");
    expect(() => arithmetic("$inc", "x", 1)).toThrow(/non-numeric/);
  });
});

describe("canonical keys", () => {
  it("equates numbers of any type and distinguishes everything else", () => {
    expect(canonicalKey(5)).toBe(canonicalKey(Long.fromNumber(5)));
    expect(canonicalKey(5)).toBe(canonicalKey(new Double(5)));
    expect(canonicalKey(5)).toBe(canonicalKey(Decimal128.fromString("5.000")));
    expect(canonicalKey(0.1)).not.toBe(canonicalKey(Decimal128.fromString("0.1")));
    expect(canonicalKey("5")).not.toBe(canonicalKey(5));
    expect(canonicalKey(null)).toBe(canonicalKey(undefined));
    expect(canonicalKey({ a: 1, b: 2 })).not.toBe(canonicalKey({ b: 2, a: 1 }));
    const id = new ObjectId();
    expect(canonicalKey(id)).toBe(canonicalKey(new ObjectId(id.toHexString())));
  });

  it("folds case for weak collations", () => {
    expect(canonicalKey("Ama", 2)).toBe(canonicalKey("aMA", 2));
    expect(canonicalKey("Ama", 2)).not.toBe(canonicalKey("Àma", 2));
    expect(canonicalKey("Ama", 1)).toBe(canonicalKey("àmá", 1));
    expect(foldCase("STRASSE")).toBe(foldCase("straße"));
  });
});

it("names BSON types as $type does", () => {
  expect(
    [1, 1.5, new Double(1), Long.fromNumber(1), Decimal128.fromString("1"), "s", null, [], {}, new ObjectId(), new Date(), true].map(bsonTypeName),
  ).toEqual(["int", "double", "double", "long", "decimal", "string", "null", "array", "object", "objectId", "date", "bool"]);
});
