/**
 * aggregate through mingo. Leading $match, $sort, $skip and $limit stages run
 * like find (exact on every BSON type, with _id lookups); $lookup and friends
 * read other collections of the same database.
 *
 * The remaining stages see numbers as JS numbers. Documents that come out
 * with the _id of an input document get their stored BSON types back wherever
 * a value is unchanged. A pipeline that would read Long or Decimal128 values
 * in those stages (and answer doubles, or compare inexactly) is refused.
 */
import type { Collection, Rec } from "../collection";
import { Aggregator, engineOptions } from "../engine";
import { CommandError, fromEngineError } from "../errors";
import { valuesAtPath } from "../indexes";
import { Matcher, matchRecords, orderRecords } from "../query";
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

function stageName(stage: unknown): string {
  if (!isPlainObject(stage) || Object.keys(stage).length !== 1) {
    throw new CommandError("Location40324", "A pipeline stage specification object must contain exactly one field.");
  }
  return Object.keys(stage)[0];
}

/**
 * Field paths a pipeline reads. "*" stands for the whole document ($$ROOT,
 * $$CURRENT, or an exclusion projection that passes everything else on).
 */
function referencedPaths(stages: Doc[]): Set<string> {
  const paths = new Set<string>();
  const expression = (v: unknown): void => {
    if (typeof v === "string") {
      if (v === "$$ROOT" || v === "$$CURRENT") paths.add("*");
      else if (v.startsWith("$$ROOT.") || v.startsWith("$$CURRENT.")) paths.add(v.slice(v.indexOf(".") + 1));
      else if (v.startsWith("$") && !v.startsWith("$$")) paths.add(v.slice(1));
    } else if (Array.isArray(v)) v.forEach(expression);
    else if (isPlainObject(v)) Object.values(v).forEach(expression);
  };
  const filter = (v: unknown): void => {
    if (!isPlainObject(v)) return;
    for (const [k, cond] of Object.entries(v)) {
      if (k === "$expr") expression(cond);
      else if (k.startsWith("$")) (Array.isArray(cond) ? cond : [cond]).forEach(filter);
      else paths.add(k);
    }
  };
  for (const stage of stages) {
    const name = stageName(stage);
    const spec = stage[name];
    switch (name) {
      case "$match":
        filter(spec);
        break;
      case "$sort":
        if (isPlainObject(spec)) Object.keys(spec).forEach((k) => paths.add(k));
        break;
      case "$project":
        if (isPlainObject(spec)) {
          // Kept fields come back typed through their document's _id, unless _id is dropped.
          const keepsId = spec._id !== 0 && spec._id !== false;
          for (const [k, v] of Object.entries(spec)) {
            if (v === 0 || v === false) {
              if (k !== "_id") paths.add("*");
            } else if (v === 1 || v === true) {
              if (!keepsId) paths.add(k);
            } else expression(v);
          }
        }
        break;
      case "$lookup":
        if (isPlainObject(spec) && typeof spec.localField === "string") paths.add(spec.localField);
        expression(spec);
        break;
      case "$facet":
        if (isPlainObject(spec)) {
          for (const sub of Object.values(spec)) if (Array.isArray(sub)) referencedPaths(sub as Doc[]).forEach((p) => paths.add(p));
        }
        break;
      default:
        expression(spec);
    }
  }
  return paths;
}

function refuseExactNumbers(recs: Rec[], stages: Doc[]): void {
  const holders = recs.filter((r) => r.work !== r.doc && containsExactNumbers(r.doc));
  if (!holders.length) return;
  const paths = referencedPaths(stages);
  for (const rec of holders) {
    for (const path of paths) {
      const values = path === "*" ? [rec.doc] : valuesAtPath(rec.doc, path.split("."));
      if (values.some(containsExactNumbers)) {
        throw new CommandError(
          "NotImplemented",
          `this pipeline reads '${path}', which holds Long or Decimal128 values; the embedded server can only filter and sort those in leading $match and $sort stages, or pass them through`,
        );
      }
    }
  }
}

/** Runs leading $match, $sort, $skip and $limit stages like find; returns the records and the stages left. */
function runLeadingStages(coll: Collection | undefined, stages: Doc[], collation?: Doc, variables?: Doc): [Rec[], Doc[]] {
  let current: Rec[] | undefined;
  let rest = stages;
  while (rest.length) {
    const stage = rest[0];
    const name = stageName(stage);
    if (name === "$match") {
      const matcher = new Matcher(stage.$match, collation, variables);
      current = current ? current.filter((r) => matcher.test(r)) : matchRecords(coll, matcher);
    } else if (name === "$sort") {
      current = orderRecords(current ?? [...(coll?.records.values() ?? [])], { sort: docArg(stage, "$sort"), collation });
    } else if (name === "$skip" || name === "$limit") {
      const n = toWorkingOperand(stage[name]);
      // Anything but a positive integer is left to mingo, which reports it.
      if (typeof n !== "number" || !Number.isInteger(n) || n <= 0) break;
      const all = current ?? [...(coll?.records.values() ?? [])];
      current = name === "$skip" ? all.slice(n) : all.slice(0, n);
    } else break;
    rest = rest.slice(1);
  }
  return [current ?? [...(coll?.records.values() ?? [])], rest];
}

const aggregate: Handler = (cmd, ctx) => {
  const pipeline = arrayArg(cmd, "pipeline") as Doc[];
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
  let input: Rec[] = [];
  let rest = pipeline;
  if (typeof target === "string") {
    [input, rest] = runLeadingStages(ctx.store.collection(ctx.db, target), pipeline, collation, variables);
  } else if (target !== 1) {
    throw new CommandError("InvalidNamespace", "aggregate target must be a collection name or 1");
  } else if (!pipeline.length || stageName(pipeline[0]) !== "$documents") {
    throw new CommandError("InvalidNamespace", "{aggregate: 1} is only supported with a leading $documents stage");
  }
  let docs: Doc[];
  if (!rest.length) {
    docs = input.map((r) => r.doc);
  } else {
    refuseExactNumbers(input, rest);
    let out: Doc[];
    try {
      const options = { ...engineOptions(collation, variables), collectionResolver: (name: string) => resolve(ctx, name) };
      out = new Aggregator(toWorkingOperand(rest) as Doc[], options).run<Doc>(input.map((r) => r.work));
    } catch (err) {
      throw fromEngineError(err);
    }
    docs = restoreStoredTypes(input, out);
  }
  const ns = `${ctx.db}.${typeof target === "string" ? target : "$cmd.aggregate"}`;
  return ctx.cursors.first(ns, docs, cursorBatchSize(cmd));
};

/** Gives output documents that carry an input document's _id that document's stored types back. */
function restoreStoredTypes(input: Rec[], out: Doc[]): Doc[] {
  const byWork = new Map<Doc, Rec>();
  const byId = new Map<string, Rec>();
  for (const r of input) {
    byWork.set(r.work, r);
    if (r.work !== r.doc) byId.set(canonicalKey(r.work._id), r);
  }
  return out.map((d) => {
    const same = byWork.get(d);
    if (same) return same.doc;
    const source = byId.size && d._id !== undefined ? byId.get(canonicalKey(d._id)) : undefined;
    return source ? (restoreTypes(d, source.doc, source.work) as Doc) : d;
  });
}

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
