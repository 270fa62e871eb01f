/**
 * mingo configuration shared by queries, updates and pipelines: options, and
 * the query operators replaced because mingo's versions cannot see BSON types
 * (its $type calls every integer a long and knows no objectId).
 */
import { Context } from "mingo";
import type { CollationSpec, Options, QueryOperator } from "mingo/types";
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

const CONTEXT = Context.init({ query: { $type } });

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
