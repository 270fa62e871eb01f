/**
 * aggregate through mingo. Leading $match stages use the same matcher as
 * find (including _id lookups); $lookup and friends read other collections of
 * the same database. Documents that leave the pipeline untouched are answered
 * in their stored form, so their BSON types are unchanged.
 */
import { Aggregator } from "mingo";
import type { Rec } from "../collection";
import { CommandError, fromEngineError } from "../errors";
import { engineOptions, Matcher, matchRecords } from "../query";
import { type Doc, isPlainObject, toWorkingOperand } from "../types";
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

function stageName(stage: unknown): string {
  if (!isPlainObject(stage) || Object.keys(stage).length !== 1) {
    throw new CommandError("Location40324", "A pipeline stage specification object must contain exactly one field.");
  }
  return Object.keys(stage)[0];
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
  let input: Doc[] = [];
  const stored = new Map<Doc, Doc>();
  let rest = pipeline as Doc[];
  if (typeof target === "string") {
    const coll = ctx.store.collection(ctx.db, target);
    let recs: Rec[] | undefined;
    // Leading $match stages run through the find matcher (and its _id lookup).
    while (rest.length && "$match" in rest[0]) {
      const matcher = new Matcher(rest[0].$match, collation, variables);
      recs = recs ? recs.filter((r) => matcher.test(r)) : matchRecords(coll, matcher, collation);
      rest = rest.slice(1);
    }
    recs ??= coll ? [...coll.records.values()] : [];
    input = recs.map((r) => r.work);
    for (const r of recs) stored.set(r.work, r.doc);
  } else if (target !== 1 && !(typeof target === "object" && target !== null)) {
    throw new CommandError("InvalidNamespace", "aggregate target must be a collection name or 1");
  } else if (!pipeline.length || stageName(pipeline[0]) !== "$documents") {
    throw new CommandError("InvalidNamespace", "{aggregate: 1} is only supported with a leading $documents stage");
  }
  let out: Doc[];
  try {
    const options = { ...engineOptions(collation, variables), collectionResolver: (name: string) => resolve(ctx, name) };
    out = new Aggregator(toWorkingOperand(rest) as Doc[], options).run<Doc>(input);
  } catch (err) {
    throw fromEngineError(err);
  }
  const docs = out.map((d) => stored.get(d) ?? d);
  const ns = `${ctx.db}.${typeof target === "string" ? target : "$cmd.aggregate"}`;
  return ctx.cursors.first(ns, docs, cursorBatchSize(cmd));
};

function resolve(ctx: CommandContext, name: string): Doc[] {
  const coll = ctx.store.collection(ctx.db, name);
  return coll ? [...coll.records.values()].map((r) => r.work) : [];
}

export const aggregateCommands: Record<string, Handler> = { aggregate };
