/**
 * Reading documents: filter, sort, skip, limit and projection with mingo's
 * semantics, run on each record's working view; results are the stored
 * documents, so types come back exactly as written.
 */
import { Query } from "mingo";
import type { CollationSpec, Options } from "mingo/types";
import type { Collection, Rec } from "./collection";
import { badValue, CommandError, fromEngineError } from "./errors";
import { canonicalKey, type Doc, isPlainObject, toWorking, toWorkingOperand } from "./types";

export interface ReadOptions {
  sort?: Doc;
  skip?: number;
  limit?: number;
  collation?: Doc;
  let?: Doc;
}

export function engineOptions(collation?: Doc, variables?: Doc): Partial<Options> {
  const options: { collation?: CollationSpec; variables?: Doc; scriptEnabled: boolean; idKey: string } = {
    scriptEnabled: false, // $where and $function would run client-supplied code
    idKey: "_id",
  };
  if (collation && collation.locale !== "simple") options.collation = collation as unknown as CollationSpec;
  if (variables) options.variables = toWorkingOperand(variables) as Doc;
  return options;
}

export class Matcher {
  private readonly query: Query;
  readonly filter: Doc;

  constructor(filter: unknown, collation?: Doc, variables?: Doc) {
    if (filter === undefined || filter === null) filter = {};
    if (!isPlainObject(filter)) throw new CommandError("TypeMismatch", "filter must be an object");
    this.filter = toWorkingOperand(filter) as Doc;
    try {
      this.query = new Query(this.filter, engineOptions(collation, variables));
    } catch (err) {
      throw fromEngineError(err);
    }
  }

  test(rec: Rec): boolean {
    try {
      return this.query.test(rec.work);
    } catch (err) {
      throw fromEngineError(err);
    }
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

/** Records matching the filter, in natural order (or _id lookup order when the filter names ids). */
export function matchRecords(coll: Collection | undefined, matcher: Matcher, collation?: Doc): Rec[] {
  if (!coll) return [];
  const ids = collation ? undefined : idCandidates(matcher.filter);
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

/** Sorts, skips and limits records with mingo's ordering rules. */
export function orderRecords(recs: Rec[], opts: ReadOptions): Rec[] {
  const sort = validateSort(opts.sort);
  const skip = opts.skip ?? 0;
  const limit = opts.limit ?? 0;
  if (!sort) return recs.slice(skip, limit > 0 ? skip + limit : undefined);
  const byWork = new Map<unknown, Rec>(recs.map((r) => [r.work, r]));
  try {
    let cursor = new Query({}, engineOptions(opts.collation))
      .find<Doc>(recs.map((r) => r.work))
      .sort(sort);
    if (skip) cursor = cursor.skip(skip);
    if (limit > 0) cursor = cursor.limit(limit);
    return cursor.all().map((w) => byWork.get(w) as Rec);
  } catch (err) {
    throw fromEngineError(err);
  }
}

/** Projection operators that compare values must see the working view. */
function needsWorkingView(projection: Doc): boolean {
  return Object.entries(projection).some(
    ([k, v]) => k.endsWith(".$") || (isPlainObject(v) && ("$elemMatch" in v || Object.keys(v).some((op) => op !== "$slice"))),
  );
}

export function projectRecords(recs: Rec[], projection: unknown, matcher?: Matcher): Doc[] {
  if (projection === undefined || projection === null || (isPlainObject(projection) && Object.keys(projection).length === 0)) {
    return recs.map((r) => r.doc);
  }
  if (!isPlainObject(projection)) throw new CommandError("TypeMismatch", "projection must be an object");
  const spec = toWorkingOperand(projection) as Doc;
  const working = needsWorkingView(spec);
  try {
    const query = new Query(working && matcher ? matcher.filter : {}, engineOptions());
    return query.find<Doc>(recs.map((r) => (working ? r.work : r.doc)), spec).all();
  } catch (err) {
    throw fromEngineError(err);
  }
}
