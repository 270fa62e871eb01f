/**
 * The type layer between BSON and mingo.
 *
 * Documents are kept in a "stored" form that re-encodes to exactly the BSON
 * that arrived: Int32 and non-integral doubles become JS numbers (the bson
 * serializer turns them back into the same types), while integral Doubles,
 * Longs and Decimal128s keep their wrapper classes.
 *
 * mingo only compares JS numbers numerically, so queries, sorts and pipelines
 * run on a "working" view in which those wrappers become numbers. A value that
 * no double can represent exactly enough (a Long beyond 2^53, a Decimal128 of
 * more than 15 significant digits) becomes a value that throws a clear error
 * as soon as mingo inspects it: the operation is refused instead of answered
 * wrongly.
 */
import { Binary, BSONRegExp, Decimal128, deserialize, Double, EJSON, Int32, Long, ObjectId, serialize } from "bson";
import { compare as engineCompare } from "mingo/util";
import { CommandError } from "./errors";
import { addExact, compareExact, type Exact, exactFromBigInt, exactFromDouble, exactKey, formatExact, mulExact, parseDecimal } from "./decimal";

export type Doc = Record<string, unknown>;

const INT32_MIN = -(2 ** 31);
const INT32_MAX = 2 ** 31 - 1;
const INT64_MIN = -(BigInt(2) ** BigInt(63));
const INT64_MAX = BigInt(2) ** BigInt(63) - BigInt(1);

export function isPlainObject(v: unknown): v is Doc {
  if (v === null || typeof v !== "object") return false;
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
}

function bsonType(v: unknown): string | undefined {
  return v !== null && typeof v === "object" ? (v as { _bsontype?: string })._bsontype : undefined;
}

const isInt32Value = (n: number) => Number.isInteger(n) && n >= INT32_MIN && n <= INT32_MAX && !Object.is(n, -0);

/** A double that the serializer would otherwise write back as an Int32. */
function storedDouble(n: number): number | Double {
  return isInt32Value(n) || Object.is(n, -0) ? new Double(n) : n;
}

/** Converts freshly decoded BSON (promoteValues: false) into the stored form, in place. */
function toStored(v: unknown): unknown {
  if (v === null || typeof v !== "object") return v;
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) v[i] = toStored(v[i]);
    return v;
  }
  switch (bsonType(v)) {
    case "Int32":
      return (v as Int32).value;
    case "Double":
      return storedDouble((v as Double).value);
    case undefined:
      if (isPlainObject(v)) for (const k of Object.keys(v)) v[k] = toStored(v[k]);
      return v;
    default:
      return v;
  }
}

export function decodeDocument(bytes: Uint8Array): Doc {
  return toStored(deserialize(bytes, { promoteValues: false })) as Doc;
}

export function encodeDocument(doc: Doc): Uint8Array {
  return serialize(doc);
}

/** Whether a stored value contains anything mingo would misread. */
export function needsWorkingCopy(v: unknown): boolean {
  if (v === null || typeof v !== "object") return false;
  if (Array.isArray(v)) return v.some(needsWorkingCopy);
  const t = bsonType(v);
  if (t === "Double" || t === "Long" || t === "Decimal128" || t === "Int32") return true;
  if (t === undefined && isPlainObject(v)) {
    for (const k in v) if (needsWorkingCopy(v[k])) return true;
  }
  return false;
}

/** Whether a stored value holds a Long or Decimal128, which pipelines cannot carry through exactly. */
export function containsExactNumbers(v: unknown): boolean {
  if (v === null || typeof v !== "object") return false;
  if (Array.isArray(v)) return v.some(containsExactNumbers);
  const t = bsonType(v);
  if (t === "Long" || t === "Decimal128") return true;
  if (t === undefined && isPlainObject(v)) {
    for (const k in v) if (containsExactNumbers(v[k])) return true;
  }
  return false;
}

function refusal(message: string): object {
  const fail = (): never => {
    throw new CommandError("BadValue", message);
  };
  return new Proxy(Object.create(null), {
    get: fail,
    has: fail,
    ownKeys: fail,
    getPrototypeOf: fail,
    getOwnPropertyDescriptor: fail,
  });
}

const significantDigits = (x: Exact) => (x.kind === "finite" ? (x.coef < BigInt(0) ? -x.coef : x.coef).toString().length : 0);

/** The number mingo should see for a numeric wrapper, or undefined when no double is exact enough. */
function workingNumber(v: unknown): number | undefined {
  switch (bsonType(v)) {
    case "Double":
      return (v as Double).value;
    case "Int32":
      return (v as Int32).value;
    case "Long": {
      const big = (v as Long).toBigInt();
      return big >= BigInt(Number.MIN_SAFE_INTEGER) && big <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(big) : undefined;
    }
    case "Decimal128": {
      const text = (v as Decimal128).toString();
      const exact = parseDecimal(text);
      if (exact.kind === "nan") return NaN;
      if (exact.kind === "inf") return exact.negative ? -Infinity : Infinity;
      return significantDigits(exact) <= 15 ? Number(text) : undefined;
    }
  }
  return undefined;
}

const isNumericWrapper = (v: unknown) => {
  const t = bsonType(v);
  return t === "Double" || t === "Long" || t === "Decimal128" || t === "Int32";
};

function unrepresentable(v: unknown): string {
  return `${bsonType(v)} value ${String(v)} cannot be compared exactly by the embedded server`;
}

/** Working copies -> the stored containers they were made from (see storedOf). */
const storedContainers = new WeakMap<object, object>();

/**
 * The working view of a stored value. Returns the same object when nothing
 * needs converting, so ordinary documents cost nothing.
 */
export function toWorking(v: unknown): unknown {
  if (v === null || typeof v !== "object") return v;
  if (isNumericWrapper(v)) return workingNumber(v) ?? refusal(unrepresentable(v));
  if (!needsWorkingCopy(v)) return v;
  let out: Doc | unknown[];
  if (Array.isArray(v)) out = v.map(toWorking);
  else {
    out = {};
    for (const k of Object.keys(v as Doc)) out[k] = toWorking((v as Doc)[k]);
  }
  storedContainers.set(out, v);
  return out;
}

/** The stored original of a working container, for operators that need exact BSON types. */
export function storedOf<T extends object>(work: T): T {
  return (storedContainers.get(work) as T | undefined) ?? work;
}

/** MongoDB's name for the BSON type of a stored value, as $type uses it. */
export function bsonTypeName(v: unknown): string {
  if (v === null) return "null";
  if (v === undefined) return "undefined";
  if (typeof v === "string") return "string";
  if (typeof v === "boolean") return "bool";
  if (typeof v === "number") return isInt32Value(v) ? "int" : "double";
  if (Array.isArray(v)) return "array";
  if (v instanceof Date) return "date";
  if (v instanceof RegExp) return "regex";
  switch (bsonType(v)) {
    case "Double":
      return "double";
    case "Int32":
      return "int";
    case "Long":
      return "long";
    case "Decimal128":
      return "decimal";
    case "ObjectId":
      return "objectId";
    case "Binary":
      return "binData";
    case "BSONRegExp":
      return "regex";
    case "Timestamp":
      return "timestamp";
    case "Code":
      return (v as { scope?: unknown }).scope ? "javascriptWithScope" : "javascript";
    case "BSONSymbol":
      return "symbol";
    case "MinKey":
      return "minKey";
    case "MaxKey":
      return "maxKey";
  }
  return "object";
}

/** Like toWorking, for query and update operands: refuses at once instead of lazily. */
export function toWorkingOperand(v: unknown): unknown {
  if (v === null || typeof v !== "object") return v;
  if (isNumericWrapper(v)) {
    const n = workingNumber(v);
    if (n === undefined) throw new CommandError("BadValue", unrepresentable(v));
    return n;
  }
  if (Array.isArray(v)) return v.map(toWorkingOperand);
  if (!isPlainObject(v)) return v;
  const out: Doc = {};
  for (const k of Object.keys(v)) out[k] = toWorkingOperand(v[k]);
  return out;
}

// ---------------------------------------------------------------------------
// Numbers across BSON types

export type NumericKind = "int" | "long" | "double" | "decimal";
const RANK: Record<NumericKind, number> = { int: 0, long: 1, double: 2, decimal: 3 };

export function numericKind(v: unknown): NumericKind | undefined {
  if (typeof v === "number") return isInt32Value(v) ? "int" : "double";
  switch (bsonType(v)) {
    case "Int32":
      return "int";
    case "Long":
      return "long";
    case "Double":
      return "double";
    case "Decimal128":
      return "decimal";
  }
  return undefined;
}

function plainNumber(v: unknown): number {
  if (typeof v === "number") return v;
  const t = bsonType(v);
  if (t === "Double" || t === "Int32") return (v as Double).value;
  if (t === "Long") return Number((v as Long).toBigInt());
  return Number((v as Decimal128).toString());
}

/** The exact mathematical value of any numeric BSON value. */
export function toExact(v: unknown): Exact {
  const kind = numericKind(v);
  if (kind === "long") return exactFromBigInt((v as Long).toBigInt());
  if (kind === "decimal") return parseDecimal((v as Decimal128).toString());
  return exactFromDouble(plainNumber(v));
}

function fromBigInt(r: bigint, kind: "int" | "long", op: string): number | Long {
  if (kind === "int" && r >= BigInt(INT32_MIN) && r <= BigInt(INT32_MAX)) return Number(r);
  if (r < INT64_MIN || r > INT64_MAX) throw new CommandError("BadValue", `${op} would overflow a 64-bit integer`);
  return Long.fromBigInt(r);
}

const asBigInt = (v: unknown) => (bsonType(v) === "Long" ? (v as Long).toBigInt() : BigInt(plainNumber(v)));

/**
 * $inc and $mul with MongoDB's type promotion: int32 overflows into a long,
 * a long overflow is an error, a double makes a double and a decimal makes a
 * decimal (computed exactly).
 */
export function arithmetic(op: "$inc" | "$mul", a: unknown, b: unknown): unknown {
  const ka = numericKind(a);
  const kb = numericKind(b);
  if (!ka || !kb) throw new CommandError("TypeMismatch", `Cannot apply ${op} to a value of non-numeric type`);
  const kind = RANK[ka] >= RANK[kb] ? ka : kb;
  if (kind === "int" || kind === "long") {
    const x = asBigInt(a);
    const y = asBigInt(b);
    return fromBigInt(op === "$inc" ? x + y : x * y, kind, op);
  }
  if (kind === "double") {
    const x = plainNumber(a);
    const y = plainNumber(b);
    return storedDouble(op === "$inc" ? x + y : x * y);
  }
  // A double operand joins decimal arithmetic by its shortest decimal form, as MongoDB does.
  const dec = (v: unknown) => (numericKind(v) === "double" ? parseDecimal(String(plainNumber(v))) : toExact(v));
  const r = op === "$inc" ? addExact(dec(a), dec(b)) : mulExact(dec(a), dec(b));
  return Decimal128.fromStringWithRounding(formatExact(r));
}

/** A zero of the same numeric type, for $mul on a missing field. */
export function zeroLike(v: unknown): unknown {
  switch (numericKind(v)) {
    case "long":
      return Long.fromNumber(0);
    case "decimal":
      return Decimal128.fromString("0");
    case "double":
      return new Double(0);
    default:
      return 0;
  }
}

/** BSON comparison order, exact across numeric types. */
export function compareValues(a: unknown, b: unknown): number {
  if (numericKind(a) && numericKind(b)) return compareExact(toExact(a), toExact(b));
  return engineCompare(toWorking(a), toWorking(b));
}

// ---------------------------------------------------------------------------
// Canonical keys (unique indexes and the _id map)

/**
 * The comparison strength a collation asks for when it is weaker than exact:
 * 2 ignores case, 1 also ignores diacritics. Undefined means compare exactly.
 */
export function foldingStrength(collation: unknown): 1 | 2 | undefined {
  if (!isPlainObject(collation) || collation.locale === "simple") return undefined;
  const strength = Number(toWorking(collation.strength ?? 3));
  return strength <= 1 ? 1 : strength === 2 ? 2 : undefined;
}

/** Folds a string for a weak collation: the closest cheap equivalent of ICU's comparison at that strength. */
export function foldCase(s: string, strength: 1 | 2 = 2): string {
  const folded = s.normalize("NFC").toUpperCase().toLowerCase();
  return strength === 1 ? folded.normalize("NFD").replace(/\p{M}/gu, "") : folded;
}

/** Folds every string value (not field names) of a working value. */
export function foldStrings(v: unknown, strength: 1 | 2): unknown {
  if (typeof v === "string") return foldCase(v, strength);
  let out: Doc | unknown[];
  if (Array.isArray(v)) out = v.map((x) => foldStrings(x, strength));
  else if (isPlainObject(v)) {
    out = {};
    for (const k of Object.keys(v)) out[k] = foldStrings(v[k], strength);
  } else return v;
  storedContainers.set(out, storedOf(v));
  return out;
}

function keyPart(v: unknown, fold: 1 | 2 | undefined): unknown {
  if (v === undefined || v === null) return null;
  if (typeof v === "string") return ["s", fold ? foldCase(v, fold) : v];
  if (typeof v === "boolean") return ["b", v];
  if (numericKind(v)) return ["n", exactKey(toExact(v))];
  if (v instanceof Date) return ["d", v.getTime()];
  if (Array.isArray(v)) return ["a", v.map((x) => keyPart(x, fold))];
  if (v instanceof RegExp) return ["r", v.source, v.flags];
  switch (bsonType(v)) {
    case "ObjectId":
      return ["o", (v as ObjectId).toHexString()];
    case "Binary":
      return ["x", (v as Binary).sub_type, (v as Binary).toString("base64")];
    case "BSONRegExp":
      return ["r", (v as BSONRegExp).pattern, (v as BSONRegExp).options];
    case undefined:
      if (isPlainObject(v)) return ["{", Object.keys(v).map((k) => [k, keyPart(v[k], fold)])];
  }
  return [bsonType(v) ?? typeof v, EJSON.stringify(v as Doc)];
}

/**
 * A value an equality lookup can find through an index: one whose canonical key is all that
 * MongoDB's equality compares (strings without a collation, numbers of any type, booleans,
 * dates, ObjectIds). Null, arrays, documents and regular expressions match in other ways.
 */
export function isLookupScalar(v: unknown): boolean {
  if (typeof v === "string" || typeof v === "boolean") return true;
  if (v instanceof Date) return !Number.isNaN(v.getTime());
  if (bsonType(v) === "ObjectId") return true;
  if (!numericKind(v)) return false;
  const n = toWorking(v);
  return typeof n !== "number" || !Number.isNaN(n);
}

/**
 * An ObjectId's hex digits as one flat string. toHexString() joins them two at a time, and a key
 * kept that way (the key of every stored document) holds its eight joins alive: some 250 bytes
 * per document. Node's own hex encoding makes one string; bson's `id` is a Buffer in Node.
 */
function flatHex(id: ObjectId): string {
  const bytes = id.id;
  return (Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes)).toString("hex");
}

/**
 * Equal keys for values MongoDB's indexes consider equal (5 == 5.0 == NumberLong(5)). An ObjectId's
 * key is its hex string alone, which no other key can equal (the others start with "s" or "[", or
 * are "null"), so that no prefix is joined to it.
 */
export function canonicalKey(v: unknown, fold?: 1 | 2): string {
  if (typeof v === "string" && !fold) return "s" + v;
  if (bsonType(v) === "ObjectId") return flatHex(v as ObjectId);
  return JSON.stringify(keyPart(v, fold));
}

// ---------------------------------------------------------------------------

/** Deep copy of containers; BSON values and dates are shared (nothing mutates them). */
export function cloneValue<T>(v: T): T {
  if (Array.isArray(v)) return v.map(cloneValue) as T;
  if (isPlainObject(v)) {
    const out: Doc = {};
    for (const k of Object.keys(v)) out[k] = cloneValue(v[k]);
    return out as T;
  }
  return v;
}

/** How MongoDB's error messages print a value, e.g. in dup key: { ... }. */
export function formatValue(v: unknown): string {
  if (v === undefined || v === null) return "null";
  if (typeof v === "string") return JSON.stringify(v);
  if (typeof v === "number" || typeof v === "boolean") return String(v);
  if (v instanceof Date) return `new Date(${v.getTime()})`;
  if (Array.isArray(v)) return `[ ${v.map(formatValue).join(", ")} ]`;
  switch (bsonType(v)) {
    case "ObjectId":
      return `ObjectId('${(v as ObjectId).toHexString()}')`;
    case "Long":
      return (v as Long).toString();
    case "Double":
      return String((v as Double).value);
    case "Decimal128":
      return `Decimal128('${(v as Decimal128).toString()}')`;
  }
  if (isPlainObject(v)) {
    const parts = Object.keys(v).map((k) => `${k}: ${formatValue(v[k])}`);
    return parts.length ? `{ ${parts.join(", ")} }` : "{}";
  }
  return EJSON.stringify(v as Doc);
}
