/** insert, find, getMore, killCursors, update, delete, findAndModify, count, distinct. */
import { Long } from "bson";
import type { Collection } from "../collection";
import { CommandError, fromEngineError } from "../errors";
import { valuesAtPath } from "../indexes";
import { Matcher, matchRecords, orderRecords, projectRecords } from "../query";
import { applyUpdate, buildUpsert, isOperatorUpdate } from "../update";
import { canonicalKey, type Doc, encodeDocument, foldingStrength, isPlainObject, toWorking } from "../types";
import { arrayArg, collectionName, type CommandContext, docArg, type Handler, intArg, refuseOptions } from "./context";

function writeErrorOf(err: unknown, index: number): Doc {
  return fromEngineError(err).toWriteError(index);
}

function checkInsertable(doc: unknown): Doc {
  if (!isPlainObject(doc)) throw new CommandError("TypeMismatch", "documents to insert must be objects");
  for (const k of Object.keys(doc)) {
    if (k.startsWith("$")) throw new CommandError("BadValue", `Document can't have $ prefixed field names: ${k}`);
  }
  return doc;
}

function sameDocument(a: Doc, b: Doc): boolean {
  return Buffer.from(encodeDocument(a)).equals(encodeDocument(b));
}

function collationOf(cmd: Doc): Doc | undefined {
  return docArg(cmd, "collation");
}

/**
 * Resolves once the write is as durable as the client asked. By default that is on disk (the
 * journal's fsync, shared with concurrent writes). A client that asks for `{ j: false }` or
 * `{ w: 0 }` gets MongoDB's meaning of it: acknowledged once applied in memory, written with the
 * next fsync, so a crash in between can lose it. Counters that only slow visitors down use it.
 */
function acknowledged(cmd: Doc, coll: Collection | undefined): Promise<void> {
  const flushed = coll?.flush() ?? Promise.resolve();
  const concern = docArg(cmd, "writeConcern");
  if (concern && (concern.j === false || toWorking(concern.w) === 0)) {
    // A failing disk is reported by every later write (the journal refuses them), not lost.
    flushed.catch(() => undefined);
    return Promise.resolve();
  }
  return flushed;
}

const insert: Handler = async (cmd, ctx) => {
  const name = collectionName(cmd, "insert");
  const docs = arrayArg(cmd, "documents");
  const ordered = cmd.ordered !== false;
  const coll = ctx.store.ensureCollection(ctx.db, name);
  let n = 0;
  const writeErrors: Doc[] = [];
  for (const [i, doc] of docs.entries()) {
    try {
      coll.insert(checkInsertable(doc));
      n++;
    } catch (err) {
      writeErrors.push(writeErrorOf(err, i));
      if (ordered) break;
    }
  }
  await acknowledged(cmd, coll);
  return writeErrors.length ? { n, writeErrors } : { n };
};

const find: Handler = (cmd, ctx) => {
  const name = collectionName(cmd, "find");
  refuseOptions(cmd, "find", ["min", "max", "returnKey", "showRecordId", "tailable", "awaitData", "oplogReplay"]);
  const collation = collationOf(cmd);
  const matcher = new Matcher(cmd.filter, collation, docArg(cmd, "let"));
  const limit = intArg(cmd, "limit") ?? 0;
  if (limit < 0) throw new CommandError("BadValue", "limit must be a non-negative number");
  const skip = intArg(cmd, "skip") ?? 0;
  if (skip < 0) throw new CommandError("BadValue", "skip must be a non-negative number");
  const coll = ctx.store.collection(ctx.db, name);
  const recs = orderRecords(matchRecords(coll, matcher), { sort: docArg(cmd, "sort"), skip, limit, collation });
  const docs = projectRecords(recs, cmd.projection, matcher);
  const batchSize = intArg(cmd, "batchSize");
  return ctx.cursors.first(`${ctx.db}.${name}`, docs, batchSize, cmd.singleBatch === true);
};

const getMore: Handler = (cmd, ctx) => {
  const id = cmd.getMore;
  if (!Long.isLong(id)) throw new CommandError("TypeMismatch", "getMore cursor id must be a Long");
  const name = collectionName(cmd, "collection");
  return ctx.cursors.next(id, `${ctx.db}.${name}`, intArg(cmd, "batchSize"));
};

const killCursors: Handler = (cmd, ctx) => {
  collectionName(cmd, "killCursors");
  const ids = arrayArg(cmd, "cursors").map((id) => (Long.isLong(id) ? id : Long.fromNumber(Number(id))));
  const { killed, notFound } = ctx.cursors.kill(ids);
  return { cursorsKilled: killed, cursorsNotFound: notFound, cursorsAlive: [], cursorsUnknown: [] };
};

interface StatementResult {
  n: number;
  nModified: number;
  upserted?: unknown;
}

function updateStatement(ctx: CommandContext, name: string, stmt: Doc): StatementResult {
  const filter = docArg(stmt, "q") ?? {};
  const u = stmt.u;
  const multi = stmt.multi === true;
  if (multi && isPlainObject(u) && !isOperatorUpdate(u)) {
    throw new CommandError("FailedToParse", "multi update is not supported for replacement-style update");
  }
  const collation = collationOf(stmt);
  const arrayFilters = stmt.arrayFilters === undefined ? undefined : (arrayArg(stmt, "arrayFilters") as Doc[]);
  const variables = docArg(stmt, "c");
  const matcher = new Matcher(filter, collation, variables);
  const coll = ctx.store.collection(ctx.db, name);
  let recs = matchRecords(coll, matcher);
  if (!multi) recs = orderRecords(recs, { sort: docArg(stmt, "sort"), limit: 1, collation });
  const uctx = { filter: matcher.filter, arrayFilters, collation, variables, inserting: false };
  if (recs.length === 0) {
    if (stmt.upsert !== true) return { n: 0, nModified: 0 };
    const doc = buildUpsert(filter, u, uctx);
    ctx.store.ensureCollection(ctx.db, name).insert(doc);
    return { n: 1, nModified: 0, upserted: doc._id };
  }
  let nModified = 0;
  for (const rec of recs) {
    const next = applyUpdate(rec.doc, u, uctx);
    if (!sameDocument(rec.doc, next)) {
      (coll as Collection).replace(canonicalKey(rec.doc._id), next);
      nModified++;
    }
  }
  return { n: recs.length, nModified };
}

const update: Handler = async (cmd, ctx) => {
  const name = collectionName(cmd, "update");
  const statements = arrayArg(cmd, "updates");
  const ordered = cmd.ordered !== false;
  let n = 0;
  let nModified = 0;
  const upserted: Doc[] = [];
  const writeErrors: Doc[] = [];
  for (const [index, stmt] of statements.entries()) {
    try {
      if (!isPlainObject(stmt)) throw new CommandError("TypeMismatch", "update statements must be objects");
      const r = updateStatement(ctx, name, stmt);
      n += r.n;
      nModified += r.nModified;
      if (r.upserted !== undefined) upserted.push({ index, _id: r.upserted });
    } catch (err) {
      writeErrors.push(writeErrorOf(err, index));
      if (ordered) break;
    }
  }
  await acknowledged(cmd, ctx.store.collection(ctx.db, name));
  return { n, nModified, ...(upserted.length ? { upserted } : {}), ...(writeErrors.length ? { writeErrors } : {}) };
};

const del: Handler = async (cmd, ctx) => {
  const name = collectionName(cmd, "delete");
  const statements = arrayArg(cmd, "deletes");
  const ordered = cmd.ordered !== false;
  const coll = ctx.store.collection(ctx.db, name);
  let n = 0;
  const writeErrors: Doc[] = [];
  for (const [index, stmt] of statements.entries()) {
    try {
      if (!isPlainObject(stmt)) throw new CommandError("TypeMismatch", "delete statements must be objects");
      const limit = intArg(stmt, "limit") ?? 0;
      if (limit !== 0 && limit !== 1) throw new CommandError("BadValue", "The limit field in delete objects must be 0 or 1.");
      const collation = collationOf(stmt);
      let recs = matchRecords(coll, new Matcher(docArg(stmt, "q") ?? {}, collation));
      if (limit === 1) recs = recs.slice(0, 1);
      for (const rec of recs) coll?.remove(canonicalKey(rec.doc._id));
      n += recs.length;
    } catch (err) {
      writeErrors.push(writeErrorOf(err, index));
      if (ordered) break;
    }
  }
  await acknowledged(cmd, coll);
  return writeErrors.length ? { n, writeErrors } : { n };
};

const findAndModify: Handler = async (cmd, ctx) => {
  const name = collectionName(cmd, "findAndModify");
  const remove = cmd.remove === true;
  const u = cmd.update;
  if (remove && u !== undefined) throw new CommandError("FailedToParse", "Cannot specify both an update and remove=true");
  if (!remove && u === undefined) throw new CommandError("FailedToParse", "Either an update or remove=true must be specified");
  if (remove && cmd.upsert === true) throw new CommandError("FailedToParse", "Cannot specify both upsert=true and remove=true");
  const collation = collationOf(cmd);
  const filter = docArg(cmd, "query") ?? {};
  const variables = docArg(cmd, "let");
  const matcher = new Matcher(filter, collation, variables);
  const coll = ctx.store.collection(ctx.db, name);
  const [rec] = orderRecords(matchRecords(coll, matcher), { sort: docArg(cmd, "sort"), limit: 1, collation });
  const project = (doc: Doc | null) => (doc ? projectRecords([{ doc, work: doc, position: 0 }], cmd.fields)[0] : null);
  let reply: Doc;
  if (remove) {
    if (rec) coll?.remove(canonicalKey(rec.doc._id));
    reply = { lastErrorObject: { n: rec ? 1 : 0 }, value: rec ? project(rec.doc) : null };
  } else {
    const arrayFilters = cmd.arrayFilters === undefined ? undefined : (arrayArg(cmd, "arrayFilters") as Doc[]);
    const uctx = { filter: matcher.filter, arrayFilters, collation, variables, inserting: false };
    if (rec) {
      const next = applyUpdate(rec.doc, u, uctx);
      if (!sameDocument(rec.doc, next)) (coll as Collection).replace(canonicalKey(rec.doc._id), next);
      reply = { lastErrorObject: { n: 1, updatedExisting: true }, value: project(cmd.new === true ? next : rec.doc) };
    } else if (cmd.upsert === true) {
      const doc = buildUpsert(filter, u, uctx);
      ctx.store.ensureCollection(ctx.db, name).insert(doc);
      reply = { lastErrorObject: { n: 1, updatedExisting: false, upserted: doc._id }, value: cmd.new === true ? project(doc) : null };
    } else {
      reply = { lastErrorObject: { n: 0, updatedExisting: false }, value: null };
    }
  }
  await acknowledged(cmd, ctx.store.collection(ctx.db, name));
  return reply;
};

const count: Handler = (cmd, ctx) => {
  const name = collectionName(cmd, "count");
  const collation = collationOf(cmd);
  const recs = matchRecords(ctx.store.collection(ctx.db, name), new Matcher(cmd.query, collation));
  const skip = Math.max(0, intArg(cmd, "skip") ?? 0);
  const limit = Math.abs(intArg(cmd, "limit") ?? 0);
  const n = Math.max(0, recs.length - skip);
  return { n: limit > 0 ? Math.min(limit, n) : n };
};

const distinct: Handler = (cmd, ctx) => {
  const name = collectionName(cmd, "distinct");
  const key = cmd.key;
  if (typeof key !== "string" || key === "") throw new CommandError("TypeMismatch", "distinct key must be a non-empty string");
  const collation = collationOf(cmd);
  const fold = foldingStrength(collation);
  const recs = matchRecords(ctx.store.collection(ctx.db, name), new Matcher(cmd.query, collation));
  const seen = new Set<string>();
  const values: unknown[] = [];
  for (const rec of recs) {
    for (const v of valuesAtPath(rec.doc, key.split("."))) {
      if (v === undefined) continue;
      const k = canonicalKey(v, fold);
      if (seen.has(k)) continue;
      seen.add(k);
      values.push(v);
    }
  }
  return { values };
};

export const crudCommands: Record<string, Handler> = {
  insert,
  find,
  getMore,
  killCursors,
  update,
  delete: del,
  findAndModify,
  findandmodify: findAndModify,
  count,
  distinct,
};
