/**
 * Reading documents: filter, sort, skip, limit and projection with mingo's
 * semantics, run on each record's working view; results are the stored
 * documents, so types come back exactly as written.
 */
import type { Collection, Rec } from "./collection";
import { compare, resolve } from "mingo/util";
import { engineOptions, Query } from "./engine";
import { compileFastFilter } from "./fastfilter";
import { badValue, CommandError, fromEngineError } from "./errors";
import { canonicalKey, type Doc, foldingStrength, foldStrings, isLookupScalar, isPlainObject, toWorking, toWorkingOperand } from "./types";

export interface ReadOptions {
  sort?: Doc;
  skip?: number;
  limit?: number;
  collation?: Doc;
  let?: Doc;
}

export class Matcher {
  private compiled: Query | undefined;
  private readonly fast: ((doc: Doc) => boolean | undefined) | undefined;
  private readonly condition: Doc;
  private readonly options: ReturnType<typeof engineOptions>;
  /** The filter in working form, as positional updates need it. */
  readonly filter: Doc;
  /**
   * Set when the collation compares strings without case (or accents): mingo
   * applies collations only to sorting, so documents and operands are folded.
   */
  readonly fold: 1 | 2 | undefined;

  constructor(filter: unknown, collation?: Doc, variables?: Doc) {
    if (filter === undefined || filter === null) filter = {};
    if (!isPlainObject(filter)) throw new CommandError("TypeMismatch", "filter must be an object");
    this.filter = toWorkingOperand(filter) as Doc;
    this.fold = foldingStrength(collation);
    this.condition = this.filter;
    if (this.fold) {
      refuseRegex(this.condition);
      this.condition = foldStrings(this.condition, this.fold) as Doc;
    }
    this.options = engineOptions(collation, variables);
    this.fast = collation ? undefined : compileFastFilter(this.condition);
    // A filter the fast path accepts is valid for mingo too; any other is compiled now so errors surface at once.
    if (!this.fast) this.query();
  }

  private query(): Query {
    try {
      this.compiled ??= new Query(this.condition, this.options);
      return this.compiled;
    } catch (err) {
      throw fromEngineError(err);
    }
  }

  test(rec: Rec): boolean {
    const quick = this.fast?.(rec.work);
    if (quick !== undefined) return quick;
    const query = this.query();
    try {
      return query.test(this.fold ? (foldStrings(rec.work, this.fold) as Doc) : rec.work);
    } catch (err) {
      throw fromEngineError(err);
    }
  }
}

/** A regex cannot be folded faithfully (MongoDB applies it case-sensitively even under a collation). */
function refuseRegex(v: unknown): void {
  if (v instanceof RegExp || (v !== null && typeof v === "object" && (v as { _bsontype?: string })._bsontype === "BSONRegExp")) {
    throw new CommandError("NotImplemented", "regular expressions combined with a case-insensitive collation are not supported by the embedded server");
  }
  if (Array.isArray(v)) v.forEach(refuseRegex);
  else if (isPlainObject(v)) {
    if ("$regex" in v) refuseRegex(/x/);
    Object.values(v).forEach(refuseRegex);
  }
}

/** _id values a filter pins down exactly ({_id: v} or {_id: {$in: [...]}}), if any. */
function idCandidates(filter: Doc): unknown[] | undefined {
  const keys = Object.keys(filter);
  if (keys.length !== 1 || keys[0] !== "_id") return undefined;
  const v = filter._id;
  const plain = (x: unknown) => !Array.isArray(x) && !(x instanceof RegExp) && !(isPlainObject(x) && Object.keys(x).some((k) => k.startsWith("$")));
  if (plain(v)) return [v];
  if (isPlainObject(v) && Object.keys(v).length === 1) {
    if ("$eq" in v && plain(v.$eq)) return [v.$eq];
    if ("$in" in v && Array.isArray(v.$in) && v.$in.every(plain)) return v.$in;
  }
  return undefined;
}

/** The top-level fields a filter pins to exact values ({f: v}, {f: {$eq: v}}, {f: {$in: [...]}}), with those values. */
function equalityFields(filter: Doc): [string, unknown[]][] {
  const out: [string, unknown[]][] = [];
  for (const [field, v] of Object.entries(filter)) {
    if (field.startsWith("$") || field.includes(".")) continue;
    if (isLookupScalar(v)) out.push([field, [v]]);
    else if (isPlainObject(v) && Object.keys(v).length === 1) {
      if ("$eq" in v && isLookupScalar(v.$eq)) out.push([field, [v.$eq]]);
      else if ("$in" in v && Array.isArray(v.$in) && v.$in.every(isLookupScalar)) out.push([field, v.$in]);
    }
  }
  return out;
}

/** Records matching the filter, in natural order (or _id lookup order when the filter names ids). */
export function matchRecords(coll: Collection | undefined, matcher: Matcher): Rec[] {
  if (!coll) return [];
  const ids = matcher.fold ? undefined : idCandidates(matcher.filter);
  if (ids) {
    const seen = new Set<string>();
    const out: Rec[] = [];
    for (const id of ids) {
      const key = canonicalKey(id);
      const rec = coll.get(key);
      if (rec && !seen.has(key) && matcher.test(rec)) out.push(rec);
      seen.add(key);
    }
    return out;
  }
  if (!matcher.fold) {
    // An index narrows the candidates; the full filter still decides, so the answer is the scan's.
    for (const [field, values] of equalityFields(matcher.filter)) {
      const candidates = coll.lookup(field, values);
      if (candidates) return candidates.filter((rec) => matcher.test(rec));
    }
  }
  const out: Rec[] = [];
  for (const rec of coll.records.values()) if (matcher.test(rec)) out.push(rec);
  return out;
}

export function validateSort(sort: unknown): Doc | undefined {
  if (sort === undefined || sort === null) return undefined;
  if (!isPlainObject(sort)) throw new CommandError("TypeMismatch", "sort must be an object");
  const out: Doc = {};
  for (const [k, v] of Object.entries(sort)) {
    const n = typeof toWorking(v) === "number" ? (toWorking(v) as number) : NaN;
    if (n !== 1 && n !== -1) {
      throw badValue(`$sort key ordering must be 1 (for ascending) or -1 (for descending)`);
    }
    out[k] = n;
  }
  return Object.keys(out).length ? out : undefined;
}

/**
 * Sorts, skips and limits records. The order is mingo's (each key resolved
 * as mingo's $sort resolves it, compared with its comparator or the
 * collation's), computed with each key resolved once per document.
 */
export function orderRecords(recs: Rec[], opts: ReadOptions): Rec[] {
  const sort = validateSort(opts.sort);
  const skip = opts.skip ?? 0;
  const limit = opts.limit ?? 0;
  const window = (list: Rec[]) => list.slice(skip, limit > 0 ? skip + limit : undefined);
  if (!sort) return window(recs);
  const fields = Object.entries(sort) as [string, number][];
  const cmp = comparator(opts.collation);
  try {
    const keyed = recs.map((rec) => ({ rec, keys: fields.map(([path]) => resolve(rec.work, path)) }));
    keyed.sort((a, b) => {
      for (let i = 0; i < fields.length; i++) {
        const c = cmp(a.keys[i], b.keys[i]);
        if (c !== 0) return c * fields[i][1];
      }
      return 0;
    });
    return window(keyed.map((k) => k.rec));
  } catch (err) {
    throw fromEngineError(err);
  }
}

const STRENGTH_SENSITIVITY: Record<number, Intl.CollatorOptions["sensitivity"]> = { 1: "base", 2: "accent", 3: "variant" };

function comparator(collation?: Doc): (a: unknown, b: unknown) => number {
  if (!collation || typeof collation.locale !== "string" || collation.locale === "simple") return compare;
  const strength = Number(toWorking(collation.strength ?? 3));
  const collator = new Intl.Collator(collation.locale, {
    sensitivity: STRENGTH_SENSITIVITY[strength] ?? "variant",
    numeric: collation.numericOrdering === true,
    caseFirst: collation.caseFirst === "upper" || collation.caseFirst === "lower" ? collation.caseFirst : "false",
  });
  return (a, b) => (typeof a === "string" && typeof b === "string" ? collator.compare(a, b) : compare(a, b));
}

/** Projection operators that compare values must see the working view. */
function needsWorkingView(projection: Doc): boolean {
  return Object.entries(projection).some(
    ([k, v]) => k.endsWith(".$") || (isPlainObject(v) && ("$elemMatch" in v || Object.keys(v).some((op) => op !== "$slice"))),
  );
}

/**
 * A projection that only keeps or only drops top-level fields ({ passwordHash: 0 }, { name: 1,
 * email: 1 }, with _id either way), as Mongoose's `select` sends them, applied by copying keys:
 * mingo would compile a query for it on every read. Undefined for anything else.
 */
function topLevelProjection(spec: Doc): ((doc: Doc) => Doc) | undefined {
  let including: boolean | undefined;
  let keepId = true;
  const fields = new Set<string>();
  for (const [field, value] of Object.entries(spec)) {
    if (field.includes(".") || field.startsWith("$") || (value !== 0 && value !== 1 && typeof value !== "boolean")) return undefined;
    const keep = value === 1 || value === true;
    if (field === "_id") {
      keepId = keep;
      continue;
    }
    // Mixing the two is an error, which mingo words.
    if (including !== undefined && including !== keep) return undefined;
    including = keep;
    fields.add(field);
  }
  // Only _id named: { _id: 0 } drops it, { _id: 1 } keeps nothing else.
  if (including === undefined) including = keepId;
  const inclusive = including;
  return (doc) => {
    const out: Doc = {};
    for (const [field, value] of Object.entries(doc)) {
      const keep = field === "_id" ? keepId : inclusive === fields.has(field);
      if (keep) out[field] = value;
    }
    return out;
  };
}

export function projectRecords(recs: Rec[], projection: unknown, matcher?: Matcher): Doc[] {
  if (projection === undefined || projection === null || (isPlainObject(projection) && Object.keys(projection).length === 0)) {
    return recs.map((r) => r.doc);
  }
  if (!isPlainObject(projection)) throw new CommandError("TypeMismatch", "projection must be an object");
  const spec = toWorkingOperand(projection) as Doc;
  const simple = topLevelProjection(spec);
  if (simple) return recs.map((r) => simple(r.doc));
  const working = needsWorkingView(spec);
  try {
    const query = new Query(working && matcher ? matcher.filter : {}, engineOptions());
    return query
      .find<Doc>(
        recs.map((r) => (working ? r.work : r.doc)),
        spec,
      )
      .all();
  } catch (err) {
    throw fromEngineError(err);
  }
}
