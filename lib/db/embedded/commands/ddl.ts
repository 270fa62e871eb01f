/** Collections and indexes: create, drop, dropDatabase, listCollections, createIndexes, listIndexes, dropIndexes, collMod. */
import { engineOptions, Query } from "../engine";
import { CommandError, fromEngineError } from "../errors";
import { validateIndexSpec } from "../indexes";
import { type Doc, isPlainObject, toWorkingOperand } from "../types";
import { arrayArg, collectionName, cursorBatchSize, docArg, type Handler, refuseOptions } from "./context";

/** create options that change behaviour; accepting them silently would give wrong results. */
const UNSUPPORTED_CREATE_OPTIONS = [
  "capped",
  "size",
  "max",
  "validator",
  "validationLevel",
  "validationAction",
  "collation",
  "timeseries",
  "viewOn",
  "pipeline",
  "clusteredIndex",
  "expireAfterSeconds",
  "changeStreamPreAndPostImages",
  "encryptedFields",
];

const create: Handler = async (cmd, ctx) => {
  const name = collectionName(cmd, "create");
  refuseOptions(cmd, "create", UNSUPPORTED_CREATE_OPTIONS);
  if (ctx.store.collection(ctx.db, name)) {
    throw new CommandError("NamespaceExists", `Collection ${ctx.db}.${name} already exists.`);
  }
  await ctx.store.ensureCollection(ctx.db, name).flush();
  return {};
};

function namespaceNotFound(db: string, name: string): CommandError {
  return new CommandError("NamespaceNotFound", `ns does not exist: ${db}.${name}`);
}

const drop: Handler = (cmd, ctx) => {
  const name = collectionName(cmd, "drop");
  const coll = ctx.store.collection(ctx.db, name);
  const nIndexesWas = coll?.indexSpecs().length ?? 0;
  ctx.store.dropCollection(ctx.db, name);
  return coll ? { nIndexesWas, ns: `${ctx.db}.${name}` } : {};
};

const dropDatabase: Handler = (_cmd, ctx) => {
  ctx.store.dropDatabase(ctx.db);
  return { dropped: ctx.db };
};

const listCollections: Handler = (cmd, ctx) => {
  const filter = docArg(cmd, "filter") ?? {};
  const nameOnly = cmd.nameOnly === true;
  let docs: Doc[] = ctx.store
    .collections(ctx.db)
    .map((c) =>
      nameOnly
        ? { name: c.name, type: "collection" }
        : { name: c.name, type: "collection", options: c.options, info: { readOnly: false }, idIndex: { v: 2, key: { _id: 1 }, name: "_id_" } },
    );
  try {
    const query = new Query(toWorkingOperand(filter) as Doc, engineOptions());
    docs = docs.filter((d) => query.test(d));
  } catch (err) {
    throw fromEngineError(err);
  }
  return ctx.cursors.first(`${ctx.db}.$cmd.listCollections`, docs, cursorBatchSize(cmd));
};

const createIndexes: Handler = async (cmd, ctx) => {
  const name = collectionName(cmd, "createIndexes");
  const specs = arrayArg(cmd, "indexes").map(validateIndexSpec);
  if (!specs.length) throw new CommandError("BadValue", "Must specify at least one index to create");
  const existed = ctx.store.collection(ctx.db, name) !== undefined;
  const coll = ctx.store.ensureCollection(ctx.db, name);
  const numIndexesBefore = coll.indexSpecs().length;
  let created = 0;
  try {
    for (const spec of specs) if (coll.createIndex(spec)) created++;
  } finally {
    await coll.flush();
  }
  const reply: Doc = { createdCollectionAutomatically: !existed, numIndexesBefore, numIndexesAfter: coll.indexSpecs().length };
  if (!created) reply.note = "all indexes already exist";
  return reply;
};

const listIndexes: Handler = (cmd, ctx) => {
  const name = collectionName(cmd, "listIndexes");
  const coll = ctx.store.collection(ctx.db, name);
  if (!coll) throw namespaceNotFound(ctx.db, name);
  return ctx.cursors.first(`${ctx.db}.${name}`, coll.indexSpecs(), cursorBatchSize(cmd));
};

const dropIndexes: Handler = async (cmd, ctx) => {
  const name = collectionName(cmd, "dropIndexes");
  const coll = ctx.store.collection(ctx.db, name);
  if (!coll) throw namespaceNotFound(ctx.db, name);
  const nIndexesWas = coll.indexSpecs().length;
  const which = cmd.index;
  const refuseId = () => new CommandError("InvalidOptions", "cannot drop _id index");
  if (which === "*") coll.dropAllIndexes();
  else if (typeof which === "string") {
    if (which === "_id_") throw refuseId();
    coll.dropIndex(which);
  } else if (Array.isArray(which)) {
    for (const n of which) {
      if (n === "_id_") throw refuseId();
      coll.dropIndex(String(n));
    }
  } else if (isPlainObject(which)) {
    const spec = coll.findIndexByKey(which);
    if (!spec) throw new CommandError("IndexNotFound", `can't find index with key: ${JSON.stringify(which)}`);
    if (spec.name === "_id_") throw refuseId();
    coll.dropIndex(spec.name);
  } else {
    throw new CommandError("TypeMismatch", "dropIndexes 'index' must be a string, an array of names or a key pattern");
  }
  await coll.flush();
  return { nIndexesWas };
};

/** collMod changes nothing here; only forms that are harmless to ignore are accepted. */
const collMod: Handler = (cmd, ctx) => {
  const name = collectionName(cmd, "collMod");
  if (!ctx.store.collection(ctx.db, name)) throw namespaceNotFound(ctx.db, name);
  const GENERIC = new Set([
    "collMod",
    "$db",
    "lsid",
    "writeConcern",
    "comment",
    "$readPreference",
    "$clusterTime",
    "apiVersion",
    "apiStrict",
    "apiDeprecationErrors",
  ]);
  for (const key of Object.keys(cmd)) {
    if (!GENERIC.has(key)) throw new CommandError("NotImplemented", `collMod option '${key}' is not supported by the embedded server`);
  }
  return {};
};

export const ddlCommands: Record<string, Handler> = {
  create,
  drop,
  dropDatabase,
  listCollections,
  createIndexes,
  listIndexes,
  dropIndexes,
  deleteIndexes: dropIndexes,
  collMod,
};
