/**
 * mingo configuration shared by queries, updates and pipelines: options, and
 * the operators replaced where mingo's answer differs from MongoDB's ($type
 * cannot see BSON types: it calls every integer a long and knows no objectId;
 * $count reports 0 instead of nothing).
 */
import { Context, evalExpr } from "mingo/core";
import * as accumulatorOperators from "mingo/operators/accumulator";
import * as expressionOperators from "mingo/operators/expression";
import * as pipelineOperators from "mingo/operators/pipeline";
import * as projectionOperators from "mingo/operators/projection";
import * as queryOperators from "mingo/operators/query";
import * as windowOperators from "mingo/operators/window";
import { type Iterator, Lazy } from "mingo/lazy";
import type { CollationSpec, ExpressionOperator, Options, PipelineOperator, QueryOperator } from "mingo/types";
import { resolve } from "mingo/util";
import { CommandError } from "./errors";
import { bsonTypeName, type Doc, storedOf, toWorkingOperand } from "./types";

const TYPE_CODES: Record<number, string> = {
  1: "double",
  2: "string",
  3: "object",
  4: "array",
  5: "binData",
  6: "undefined",
  7: "objectId",
  8: "bool",
  9: "date",
  10: "null",
  11: "regex",
  12: "dbPointer",
  13: "javascript",
  14: "symbol",
  15: "javascriptWithScope",
  16: "int",
  17: "timestamp",
  18: "long",
  19: "decimal",
  [-1]: "minKey",
  127: "maxKey",
};
const TYPE_NAMES = new Set([...Object.values(TYPE_CODES), "number"]);
const NUMBER_TYPES = new Set(["double", "int", "long", "decimal"]);

function typeAlias(spec: unknown): string {
  if (typeof spec === "number") {
    const name = TYPE_CODES[spec];
    if (!name) throw new CommandError("BadValue", `Invalid numerical type code: ${spec}`);
    return name;
  }
  if (typeof spec === "string" && TYPE_NAMES.has(spec)) return spec;
  throw new CommandError("BadValue", `Unknown type name alias: ${String(spec)}`);
}

/** $type evaluated on the stored document, where every value still has its exact BSON type. */
const $type = ((selector: string, value: unknown) => {
  const wanted = new Set((Array.isArray(value) ? value : [value]).map((v) => typeAlias(toWorkingOperand(v))));
  const matches = (v: unknown) => {
    if (v === undefined) return false;
    const name = bsonTypeName(v);
    return wanted.has(name) || (wanted.has("number") && NUMBER_TYPES.has(name));
  };
  return (obj: Doc) => {
    const stored = storedOf(obj);
    const found = resolve(stored, selector, { unwrapArray: true });
    if (Array.isArray(found)) return matches(found) || found.some(matches);
    return matches(found);
  };
}) as unknown as QueryOperator;

/** The $type expression, with MongoDB's type names ("objectId", "binData", "long"...). */
const $typeExpression = ((obj: unknown, expr: unknown, options: Options) => {
  const value = evalExpr(obj, expr, options);
  return value === undefined ? "missing" : bsonTypeName(value);
}) as unknown as ExpressionOperator;

/** $count over no documents yields no document (mingo yields a count of 0). */
const $count = ((coll: Iterator, field: unknown) => {
  if (typeof field !== "string" || !field.trim() || field.includes(".") || field.startsWith("$")) {
    throw new CommandError("BadValue", "the count field must be a non-empty string that does not start with $ or contain '.'");
  }
  const n = coll.size();
  return Lazy(n ? [{ [field]: n }] : []);
}) as unknown as PipelineOperator;

/**
 * A complete operator set. Query and Aggregator come from mingo's base
 * modules (re-exported below) because the package's top-level classes merge
 * in their default operators ahead of ours.
 */
const CONTEXT = Context.init({
  accumulator: accumulatorOperators,
  expression: { ...expressionOperators, $type: $typeExpression },
  pipeline: { ...pipelineOperators, $count },
  projection: projectionOperators,
  query: { ...queryOperators, $type },
  window: windowOperators,
});

export { Query } from "mingo/query";
export { Aggregator } from "mingo/aggregator";

export function engineOptions(collation?: Doc, variables?: Doc): Partial<Options> {
  const options: { collation?: CollationSpec; variables?: Doc; scriptEnabled: boolean; idKey: string; context: Context } = {
    scriptEnabled: false, // $where and $function would run client-supplied code
    idKey: "_id",
    context: CONTEXT,
  };
  if (collation && collation.locale !== "simple") options.collation = collation as unknown as CollationSpec;
  if (variables) options.variables = toWorkingOperand(variables) as Doc;
  return options;
}
