/**
 * Index definitions and their maintenance. Each unique index is a hash map from
 * canonical key to the owning document, so checking a write costs the same for
 * 10 documents or 100,000. Every plain index (unique or not) also maps each
 * value of its first field to the documents holding it, so an equality filter on
 * that field reads only those documents instead of scanning the collection.
 */
import { engineOptions, Query } from "./engine";
import { CommandError } from "./errors";
import { canonicalKey, type Doc, foldingStrength, formatValue, isLookupScalar, isPlainObject, toWorkingOperand } from "./types";

export interface IndexSpec extends Doc {
  v: number;
  key: Doc;
  name: string;
  unique?: boolean;
  sparse?: boolean;
  partialFilterExpression?: Doc;
  collation?: Doc;
  expireAfterSeconds?: number;
}

export const ID_INDEX: IndexSpec = { v: 2, key: { _id: 1 }, name: "_id_" };

/** Options that change what an index accepts; the rest (background, hidden...) do not. */
const SEMANTIC_OPTIONS = ["unique", "sparse", "partialFilterExpression", "collation", "expireAfterSeconds"] as const;

/** Values a dotted path reaches, fanning out over arrays as MongoDB's multikey indexes do. */
export function valuesAtPath(value: unknown, parts: string[], i = 0): unknown[] {
  if (i === parts.length) {
    if (Array.isArray(value)) return value.length ? value : [undefined];
    return [value];
  }
  if (Array.isArray(value)) {
    if (/^\d+$/.test(parts[i])) return valuesAtPath(value[Number(parts[i])], parts, i + 1);
    const out = value.flatMap((e) => (isPlainObject(e) ? valuesAtPath(e, parts, i) : []));
    return out.length ? out : [undefined];
  }
  if (isPlainObject(value)) return valuesAtPath(value[parts[i]], parts, i + 1);
  return [undefined];
}

function product(lists: unknown[][]): unknown[][] {
  return lists.reduce<unknown[][]>((acc, list) => acc.flatMap((prefix) => list.map((v) => [...prefix, v])), [[]]);
}

export function sameIndexOptions(a: IndexSpec, b: IndexSpec): boolean {
  return SEMANTIC_OPTIONS.every((k) => canonicalKey(a[k] ?? null) === canonicalKey(b[k] ?? null));
}

export function sameKey(a: IndexSpec, b: IndexSpec): boolean {
  return canonicalKey(a.key) === canonicalKey(b.key);
}

export class Index {
  readonly fields: string[];
  private readonly paths: string[][];
  private readonly fold: 1 | 2 | undefined;
  private readonly partial?: Query;
  /** Canonical index key -> key of the document that holds it (unique indexes only). */
  private readonly entries = new Map<string, string>();
  /**
   * The first field's values -> keys of the documents holding them, when every document
   * is in the index and the field is a top-level one: partial, sparse and collated
   * indexes leave documents out or compare differently, so they are not used for lookups.
   */
  readonly lookupField: string | undefined;
  /**
   * A value held by one document maps to that document's key, by several to a Set of them: most
   * indexed values (dates, expiry times) are held once, and a Set per value cost about 130 bytes
   * per stored document for nothing.
   */
  private readonly postings = new Map<string, string | Set<string>>();

  constructor(
    readonly spec: IndexSpec,
    private readonly ns: string,
  ) {
    this.fields = Object.keys(spec.key);
    this.paths = this.fields.map((f) => f.split("."));
    this.fold = foldingStrength(spec.collation);
    if (spec.partialFilterExpression) {
      this.partial = new Query(toWorkingOperand(spec.partialFilterExpression) as Doc, engineOptions());
    }
    const first = this.fields[0];
    const plain = !spec.partialFilterExpression && !spec.sparse && !spec.collation && typeof spec.key[first] === "number";
    this.lookupField = plain && !first.includes(".") && first !== "_id" ? first : undefined;
  }

  get unique(): boolean {
    return this.spec.unique === true;
  }

  /** The unique keys a document contributes, each with its field values for error reports. */
  private keysFor(doc: Doc, work: Doc): { key: string; value: Doc }[] {
    if (this.partial && !this.partial.test(work)) return [];
    const perField = this.paths.map((p) => valuesAtPath(doc, p));
    if (this.spec.sparse && perField.every((vals) => vals.every((v) => v === undefined))) return [];
    const seen = new Set<string>();
    const out: { key: string; value: Doc }[] = [];
    for (const combo of product(perField)) {
      const key = canonicalKey(combo, this.fold);
      if (seen.has(key)) continue;
      seen.add(key);
      const value: Doc = {};
      this.fields.forEach((f, i) => (value[f] = combo[i] ?? null));
      out.push({ key, value });
    }
    return out;
  }

  /** Throws E11000 if another document already holds one of this document's keys. */
  check(doc: Doc, work: Doc, owner: string): void {
    if (!this.unique) return;
    for (const { key, value } of this.keysFor(doc, work)) {
      const holder = this.entries.get(key);
      if (holder !== undefined && holder !== owner) throw duplicateKeyError(this.ns, this.spec, value);
    }
  }

  add(doc: Doc, work: Doc, owner: string): void {
    for (const value of this.lookupKeys(doc)) {
      const holders = this.postings.get(value);
      if (holders === undefined || holders === owner) this.postings.set(value, owner);
      else if (typeof holders === "string") this.postings.set(value, new Set([holders, owner]));
      else holders.add(owner);
    }
    if (!this.unique) return;
    for (const { key } of this.keysFor(doc, work)) this.entries.set(key, owner);
  }

  remove(doc: Doc, work: Doc, owner: string): void {
    for (const value of this.lookupKeys(doc)) {
      const holders = this.postings.get(value);
      if (holders === owner) this.postings.delete(value);
      else if (typeof holders === "object") {
        holders.delete(owner);
        if (holders.size === 1) this.postings.set(value, holders.values().next().value!);
      }
    }
    if (!this.unique) return;
    for (const { key } of this.keysFor(doc, work)) if (this.entries.get(key) === owner) this.entries.delete(key);
  }

  /** Keys of the documents whose first field equals (or, as an array, holds) one of `values`. */
  lookup(values: unknown[]): Set<string> {
    const out = new Set<string>();
    for (const value of values) {
      const holders = this.postings.get(canonicalKey(value));
      if (typeof holders === "string") out.add(holders);
      else for (const owner of holders ?? []) out.add(owner);
    }
    return out;
  }

  private lookupKeys(doc: Doc): string[] {
    if (this.lookupField === undefined) return [];
    return [
      ...new Set(
        valuesAtPath(doc, [this.lookupField])
          .filter(isLookupScalar)
          .map((v) => canonicalKey(v)),
      ),
    ];
  }
}

export function duplicateKeyError(ns: string, spec: IndexSpec, keyValue: Doc): CommandError {
  const dup = Object.entries(keyValue)
    .map(([k, v]) => `${k}: ${formatValue(v)}`)
    .join(", ");
  let message = `E11000 duplicate key error collection: ${ns} index: ${spec.name}`;
  if (spec.collation) message += ` collation: ${formatValue(spec.collation)}`;
  message += ` dup key: { ${dup} }`;
  return new CommandError("DuplicateKey", message, { keyPattern: spec.key, keyValue });
}

/** Checks a requested index definition and returns it in the canonical stored shape. */
export function validateIndexSpec(raw: unknown): IndexSpec {
  if (!isPlainObject(raw)) throw new CommandError("TypeMismatch", "index specification must be an object");
  const key = raw.key;
  if (!isPlainObject(key) || Object.keys(key).length === 0) {
    throw new CommandError("BadValue", "Index keys cannot be an empty field.");
  }
  if (typeof raw.name !== "string" || raw.name === "") throw new CommandError("BadValue", "index name must be a non-empty string");
  const { v: _v, key: _k, name: _n, ...options } = raw;
  void _v;
  void _k;
  void _n;
  // MongoDB lists indexes as { v, key, name, ...options }.
  const spec: IndexSpec = { v: 2, key, name: raw.name, ...options };
  if (raw.unique !== undefined) spec.unique = Boolean(raw.unique);
  if (!spec.unique) delete spec.unique;
  if (spec.unique) {
    for (const [field, dir] of Object.entries(key)) {
      if (typeof dir !== "number" && !(dir && typeof dir === "object" && "value" in dir)) {
        throw new CommandError("NotImplemented", `unique index on '${field}' of type ${JSON.stringify(dir)} is not supported by the embedded server`);
      }
    }
  }
  if (spec.partialFilterExpression !== undefined && !isPlainObject(spec.partialFilterExpression)) {
    throw new CommandError("TypeMismatch", "partialFilterExpression must be an object");
  }
  if (spec.collation !== undefined && !isPlainObject(spec.collation)) {
    throw new CommandError("TypeMismatch", "collation must be an object");
  }
  delete spec.background; // accepted and meaningless, as on MongoDB 4.2+
  return spec;
}
