/**
 * One collection in memory: documents keyed by canonical _id, their indexes,
 * and the journal that makes every change durable. All mutations happen
 * synchronously, so a command sees and leaves a consistent collection even
 * with many connections; the caller then awaits flush() before acknowledging.
 */
import { ObjectId } from "bson";
import { CommandError } from "./errors";
import { duplicateKeyError, ID_INDEX, Index, type IndexSpec, sameIndexOptions, sameKey } from "./indexes";
import type { Journal } from "./storage/journal";
import { canonicalKey, type Doc, formatValue, isPlainObject, needsWorkingCopy, toWorking } from "./types";

export interface Rec {
  /** The stored form: re-encodes to exactly the BSON that was written. */
  readonly doc: Doc;
  /** The form queries run on; the same object when the document has no numeric wrappers. */
  readonly work: Doc;
  /** Its place in natural order, so index lookups answer in the order a scan would. */
  readonly position: number;
}

export function makeRec(doc: Doc, position = 0): Rec {
  return { doc, work: needsWorkingCopy(doc) ? (toWorking(doc) as Doc) : doc, position };
}

export class Collection {
  readonly records = new Map<string, Rec>();
  private nextPosition = 0;
  private readonly indexes = new Map<string, Index>();
  options: Doc = {};
  journal: Journal | null = null;

  constructor(
    readonly db: string,
    readonly name: string,
  ) {}

  get ns(): string {
    return `${this.db}.${this.name}`;
  }

  // -- documents -----------------------------------------------------------

  get(key: string): Rec | undefined {
    return this.records.get(key);
  }

  /** Inserts a document, adding an ObjectId _id when it has none. */
  insert(doc: Doc): Rec {
    if (doc._id === undefined) doc = { _id: new ObjectId(), ...doc };
    validateId(doc._id);
    const key = canonicalKey(doc._id);
    if (this.records.has(key)) throw duplicateKeyError(this.ns, ID_INDEX, { _id: doc._id });
    const rec = makeRec(doc, this.nextPosition++);
    for (const index of this.indexes.values()) index.check(rec.doc, rec.work, key);
    // Journal first: if the disk has failed, this throws before memory changes.
    this.journal?.append({ t: "put", doc });
    for (const index of this.indexes.values()) index.add(rec.doc, rec.work, key);
    this.records.set(key, rec);
    return rec;
  }

  /** Replaces a stored document by a new version with the same _id. */
  replace(key: string, doc: Doc): Rec {
    const old = this.records.get(key);
    if (!old) throw new CommandError("InternalError", "document vanished during update");
    const rec = makeRec(doc, old.position);
    for (const index of this.indexes.values()) index.remove(old.doc, old.work, key);
    try {
      for (const index of this.indexes.values()) index.check(rec.doc, rec.work, key);
      this.journal?.append({ t: "put", doc });
    } catch (err) {
      for (const index of this.indexes.values()) index.add(old.doc, old.work, key);
      throw err;
    }
    for (const index of this.indexes.values()) index.add(rec.doc, rec.work, key);
    this.records.set(key, rec);
    return rec;
  }

  remove(key: string): void {
    const old = this.records.get(key);
    if (!old) return;
    this.journal?.append({ t: "del", id: old.doc._id });
    for (const index of this.indexes.values()) index.remove(old.doc, old.work, key);
    this.records.delete(key);
  }

  /**
   * The records whose `field` equals one of `values`, in natural order, through an index on
   * that field; undefined when no index can answer.
   */
  lookup(field: string, values: unknown[]): Rec[] | undefined {
    for (const index of this.indexes.values()) {
      if (index.lookupField !== field) continue;
      const keys = [...index.lookup(values)];
      const recs = keys.map((key) => this.records.get(key)).filter((rec): rec is Rec => rec !== undefined);
      return recs.length > 1 ? recs.sort((a, b) => a.position - b.position) : recs;
    }
    return undefined;
  }

  // -- indexes -------------------------------------------------------------

  indexSpecs(): IndexSpec[] {
    return [ID_INDEX, ...[...this.indexes.values()].map((i) => i.spec)];
  }

  /** Returns false when an identical index already exists. */
  createIndex(spec: IndexSpec): boolean {
    if (spec.name === ID_INDEX.name || canonicalKey(spec.key) === canonicalKey(ID_INDEX.key)) {
      if (spec.name === ID_INDEX.name && sameKey(spec, ID_INDEX) && !spec.unique) return false;
      if (spec.unique === undefined && sameKey(spec, ID_INDEX)) return false;
      throw new CommandError("BadValue", `The _id index cannot be redefined: ${formatValue(spec.key)}`);
    }
    for (const existing of this.indexes.values()) {
      const e = existing.spec;
      if (e.name === spec.name) {
        if (sameKey(e, spec) && sameIndexOptions(e, spec)) return false;
        if (!sameKey(e, spec)) {
          throw new CommandError(
            "IndexKeySpecsConflict",
            `An existing index has the same name as the requested index. Requested index: ${formatValue(spec)}, existing index: ${formatValue(e)}`,
          );
        }
        throw new CommandError(
          "IndexOptionsConflict",
          `An equivalent index already exists with the same name but different options. Requested index: ${formatValue(spec)}, existing index: ${formatValue(e)}`,
        );
      }
      if (sameKey(e, spec) && canonicalKey(e.collation ?? null) === canonicalKey(spec.collation ?? null)) {
        throw new CommandError("IndexOptionsConflict", `Index already exists with a different name: ${e.name}`);
      }
    }
    const index = new Index(spec, this.ns);
    // Building fails as a whole if the existing documents already violate it.
    for (const [key, rec] of this.records) {
      index.check(rec.doc, rec.work, key);
      index.add(rec.doc, rec.work, key);
    }
    this.indexes.set(spec.name, index);
    this.persistMetadata();
    return true;
  }

  dropIndex(name: string): void {
    if (!this.indexes.delete(name)) throw new CommandError("IndexNotFound", `index not found with name [${name}]`);
    this.persistMetadata();
  }

  dropAllIndexes(): void {
    this.indexes.clear();
    this.persistMetadata();
  }

  findIndexByKey(key: Doc): IndexSpec | undefined {
    const wanted = canonicalKey(key);
    return this.indexSpecs().find((s) => canonicalKey(s.key) === wanted);
  }

  // -- persistence -----------------------------------------------------------

  metadataRecord(): Doc {
    return { t: "meta", options: this.options, indexes: [...this.indexes.values()].map((i) => i.spec) };
  }

  persistMetadata(): void {
    this.journal?.append(this.metadataRecord());
  }

  /** The whole state as records, for a snapshot. */
  snapshotRecords(): Doc[] {
    const out: Doc[] = [this.metadataRecord()];
    for (const rec of this.records.values()) out.push({ t: "put", doc: rec.doc });
    return out;
  }

  /**
   * Applies a journal record during recovery. Unique indexes are rebuilt
   * afterwards, once the final state is known.
   */
  replay(record: Doc): void {
    switch (record.t) {
      case "meta":
        this.options = (record.options as Doc) ?? {};
        this.indexes.clear();
        for (const spec of (record.indexes as IndexSpec[]) ?? []) this.indexes.set(spec.name, new Index(spec, this.ns));
        break;
      case "put": {
        const doc = record.doc as Doc;
        const key = canonicalKey(doc._id);
        this.records.set(key, makeRec(doc, this.records.get(key)?.position ?? this.nextPosition++));
        break;
      }
      case "del": {
        const key = canonicalKey(record.id);
        this.records.delete(key);
        break;
      }
      default:
        throw new Error(`unknown journal record type ${String(record.t)} in ${this.ns}`);
    }
  }

  rebuildIndexes(): void {
    for (const index of this.indexes.values()) {
      for (const [key, rec] of this.records) index.add(rec.doc, rec.work, key);
    }
  }

  flush(): Promise<void> {
    return this.journal ? this.journal.flush() : Promise.resolve();
  }
}

export function validateId(id: unknown): void {
  if (Array.isArray(id)) throw new CommandError("BadValue", "The '_id' value cannot be of type array");
  if (id instanceof RegExp) throw new CommandError("BadValue", "can't use a regex for _id");
  if (isPlainObject(id)) {
    for (const k of Object.keys(id)) {
      if (k.startsWith("$")) throw new CommandError("BadValue", `_id fields may not contain '$'-prefixed fields: ${k} is not valid for storage.`);
    }
  }
}
