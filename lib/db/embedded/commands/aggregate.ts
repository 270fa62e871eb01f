/**
 * aggregate through mingo. Leading $match stages use the same matcher as
 * find (including _id lookups); $lookup and friends read other collections of
 * the same database.
 *
 * Pipelines see numbers as JS numbers. Documents that come out with the _id
 * of an input document get their stored BSON types back wherever a value is
 * unchanged. Where Long or Decimal128 values would instead be computed on or
 * regrouped (and come back as doubles), the pipeline is refused.
 */
import type { Rec } from "../collection";
import { Aggregator, engineOptions } from "../engine";
import { CommandError, fromEngineError } from "../errors";
import { Matcher, matchRecords } from "../query";
import { restoreTypes } from "../update";
import { canonicalKey, containsExactNumbers, type Doc, isPlainObject, toWorkingOperand } from "../types";
import { arrayArg, type CommandContext, cursorBatchSize, docArg, type Handler } from "./context";

/** Stages that would write elsewhere or need server internals this store does not have. */
const REFUSED_STAGES = new Set([
  "$out",
  "$merge",
  "$currentOp",
  "$listSessions",
  "$listLocalSessions",
  "$collStats",
  "$indexStats",
  "$planCacheStats",
  "$changeStream",
  "$search",
  "$searchMeta",
  "$vectorSearch",
  "$geoNear",
]);

/** Stages that keep each document's values where they were. */
const SHAPE_ONLY_STAGES = new Set(["$match", "$sort", "$skip", "$limit", "$count", "$sample", "$unset", "$lookup", "$unwind"]);
const PROJECTION_STAGES = new Set(["$project", "$addFields", "$set"]);

function stageName(stage: unknown): string {
  if (!isPlainObject(stage) || Object.keys(stage).length !== 1) {
    throw new CommandError("Location40324", "A pipeline stage specification object must contain exactly one field.");
  }
  return Object.keys(stage)[0];
}

const isFlag = (v: unknown) => typeof v === "boolean" || typeof v === "number";
const isConstant = (v: unknown) => v === null || typeof v === "number" || typeof v === "boolean" || (typeof v === "string" && !v.startsWith("$"));

/** countDocuments' { $group: { _id: <constant>, n: { $sum: 1 } } } and its kin. */
function isCountingGroup(spec: Doc): boolean {
  return Object.entries(spec).every(([k, v]) => {
    if (k === "_id") return isConstant(v);
    if (!isPlainObject(v) || Object.keys(v).length !== 1) return false;
    return (typeof v.$sum === "number") || (isPlainObject(v.$count) && Object.keys(v.$count).length === 0);
  });
}

function refuseExactNumberPipeline(stages: Doc[]): void {
  for (const stage of stages) {
    const name = stageName(stage);
    const spec = stage[name];
    const ok =
      SHAPE_ONLY_STAGES.has(name) ||
      (name === "$group" && isPlainObject(spec) && isCountingGroup(spec)) ||
      (PROJECTION_STAGES.has(name) && isPlainObject(spec) && Object.values(spec).every(isFlag));
    if (!ok) {
      throw new CommandError(
        "NotImplemented",
        `${name} over documents holding Long or Decimal128 values is not supported by the embedded server (the values would lose their type)`,
      );
    }
  }
}

const aggregate: Handler = (cmd, ctx) => {
  const pipeline = arrayArg(cmd, "pipeline");
  if (cmd.explain) throw new CommandError("NotImplemented", "explain is not supported by the embedded server");
  if (!isPlainObject(cmd.cursor)) {
    throw new CommandError("FailedToParse", "The 'cursor' option is required, except for aggregate with the explain argument");
  }
  for (const stage of pipeline) {
    const name = stageName(stage);
    if (REFUSED_STAGES.has(name)) throw new CommandError("NotImplemented", `${name} is not supported by the embedded server`);
  }
  const collation = docArg(cmd, "collation");
  const variables = docArg(cmd, "let");
  const target = cmd.aggregate;
  let rest = pipeline as Doc[];
  let recs: Rec[] | undefined;
  if (typeof target === "string") {
    const coll = ctx.store.collection(ctx.db, target);
    // Leading $match stages run through the find matcher (and its _id lookup).
    while (rest.length && "$match" in rest[0]) {
      const matcher = new Matcher(rest[0].$match, collation, variables);
      recs = recs ? recs.filter((r) => matcher.test(r)) : matchRecords(coll, matcher);
      rest = rest.slice(1);
    }
    recs ??= coll ? [...coll.records.values()] : [];
  } else if (target !== 1) {
    throw new CommandError("InvalidNamespace", "aggregate target must be a collection name or 1");
  } else if (!pipeline.length || stageName(pipeline[0]) !== "$documents") {
    throw new CommandError("InvalidNamespace", "{aggregate: 1} is only supported with a leading $documents stage");
  }
  const input = recs ?? [];
  if (input.some((r) => r.work !== r.doc && containsExactNumbers(r.doc))) refuseExactNumberPipeline(rest);
  let out: Doc[];
  try {
    const options = { ...engineOptions(collation, variables), collectionResolver: (name: string) => resolve(ctx, name) };
    out = new Aggregator(toWorkingOperand(rest) as Doc[], options).run<Doc>(input.map((r) => r.work));
  } catch (err) {
    throw fromEngineError(err);
  }
  const byId = new Map<string, Rec>();
  for (const r of input) if (r.work !== r.doc) byId.set(canonicalKey(r.work._id), r);
  const docs = out.map((d) => {
    const source = byId.size && d._id !== undefined ? byId.get(canonicalKey(d._id)) : undefined;
    return source ? (restoreTypes(d, source.doc, source.work) as Doc) : d;
  });
  const ns = `${ctx.db}.${typeof target === "string" ? target : "$cmd.aggregate"}`;
  return ctx.cursors.first(ns, docs, cursorBatchSize(cmd));
};

/** Other collections for $lookup, $graphLookup and $unionWith. */
function resolve(ctx: CommandContext, name: string): Doc[] {
  const coll = ctx.store.collection(ctx.db, name);
  if (!coll) return [];
  const recs = [...coll.records.values()];
  if (recs.some((r) => r.work !== r.doc && containsExactNumbers(r.doc))) {
    throw new CommandError("NotImplemented", `joining ${ctx.db}.${name}, which holds Long or Decimal128 values, is not supported by the embedded server`);
  }
  return recs.map((r) => r.work);
}

export const aggregateCommands: Record<string, Handler> = { aggregate };
