/**
 * Applying update documents. mingo provides the operator semantics for
 * $set, $unset, $push, $addToSet, $pull, $pullAll, $pop, $rename and $bit,
 * including positional "$", "$[]" and "$[id]" paths. What it lacks or gets
 * wrong for BSON types is done here: $setOnInsert, upsert seeding from the
 * query, whole-document replacement, and exact typed $inc/$mul/$min/$max.
 */
import { update as engineUpdate } from "mingo/updater";
import { ObjectId, Timestamp } from "bson";
import { CommandError, fromEngineError } from "./errors";
import { Aggregator, engineOptions } from "./engine";
import {
  arithmetic,
  canonicalKey,
  cloneValue,
  compareValues,
  type Doc,
  formatValue,
  isPlainObject,
  needsWorkingCopy,
  numericKind,
  toWorking,
  toWorkingOperand,
  zeroLike,
} from "./types";

const ENGINE_OPERATORS = new Set(["$set", "$unset", "$push", "$addToSet", "$pull", "$pullAll", "$pop", "$rename", "$bit"]);
const TYPED_OPERATORS = new Set(["$inc", "$mul", "$min", "$max", "$currentDate"]);
/** Operators whose mingo implementation compares values or needs plain numbers, so it must not meet numeric wrappers. */
const COMPARING_OPERATORS = new Set(["$addToSet", "$pull", "$pullAll", "$push", "$bit"]);
const ARRAY_OPERATORS = new Set(["$push", "$addToSet", "$pull", "$pullAll", "$pop"]);
const PIPELINE_STAGES = new Set(["$addFields", "$set", "$project", "$unset", "$replaceRoot", "$replaceWith"]);

export interface UpdateContext {
  /** The query, in working form: positional "$" paths resolve against it. */
  filter: Doc;
  arrayFilters?: Doc[];
  collation?: Doc;
  variables?: Doc;
  /** True when the update builds a new document for an upsert. */
  inserting: boolean;
}

/** Whether an update document is operator-style; throws on a mix. */
export function isOperatorUpdate(u: Doc): boolean {
  const keys = Object.keys(u);
  const ops = keys.filter((k) => k.startsWith("$"));
  if (ops.length && ops.length !== keys.length) {
    throw new CommandError(
      "FailedToParse",
      `Unknown modifier: ${keys.find((k) => !k.startsWith("$"))}. Expected a valid update modifier or pipeline-style update specified as an array`,
    );
  }
  return ops.length > 0;
}

export function applyUpdate(old: Doc, u: unknown, ctx: UpdateContext): Doc {
  if (Array.isArray(u)) return applyPipeline(old, u, ctx);
  if (!isPlainObject(u)) throw new CommandError("FailedToParse", "Update argument must be either an object or an array");
  if (!isOperatorUpdate(u)) return applyReplacement(old, u);
  return applyOperators(old, u, ctx);
}

function typeName(v: unknown): string {
  if (v === null) return "null";
  if (Array.isArray(v)) return "array";
  if (numericKind(v)) return numericKind(v) as string;
  return typeof v === "object" ? ((v as { _bsontype?: string })._bsontype ?? "object") : typeof v;
}

function segments(path: string): string[] {
  const parts = path.split(".");
  if (!path || parts.some((p) => p === "")) throw new CommandError("BadValue", `The update path '${path}' contains an empty field name, which is not allowed.`);
  return parts;
}

function conflicts(a: string, b: string): boolean {
  const x = a.split(".");
  const y = b.split(".");
  const n = Math.min(x.length, y.length);
  for (let i = 0; i < n; i++) if (x[i] !== y[i]) return false;
  return true;
}

interface Lookup {
  parent: Doc | unknown[] | undefined;
  key: string;
  value: unknown;
}

/** Walks a non-positional path; `parent` is undefined when intermediate containers are missing. */
function lookup(doc: Doc, parts: string[]): Lookup {
  let container: unknown = doc;
  for (let i = 0; i < parts.length - 1; i++) {
    const next = child(container, parts[i]);
    if (next === undefined || next === null) {
      if (next === null) throw pathNotViable(parts[i + 1], parts[i], next);
      return { parent: undefined, key: parts[parts.length - 1], value: undefined };
    }
    if (!Array.isArray(next) && !isPlainObject(next)) throw pathNotViable(parts[i + 1], parts[i], next);
    if (Array.isArray(next) && !/^\d+$/.test(parts[i + 1])) throw pathNotViable(parts[i + 1], parts[i], next);
    container = next;
  }
  const key = parts[parts.length - 1];
  return { parent: container as Doc | unknown[], key, value: child(container, key) };
}

function child(container: unknown, key: string): unknown {
  if (Array.isArray(container)) return /^\d+$/.test(key) ? container[Number(key)] : undefined;
  if (isPlainObject(container)) return container[key];
  return undefined;
}

function pathNotViable(field: string, parent: string, value: unknown): CommandError {
  return new CommandError("PathNotViable", `Cannot create field '${field}' in element {${parent}: ${formatValue(value)}}`);
}

/** Sets a non-positional path, creating missing objects and padding arrays with nulls as MongoDB does. */
function assign(doc: Doc, parts: string[], value: unknown): void {
  let container: Doc | unknown[] = doc;
  for (let i = 0; i < parts.length; i++) {
    const key = parts[i];
    const last = i === parts.length - 1;
    if (Array.isArray(container)) {
      const idx = Number(key);
      while (container.length < idx) container.push(null);
      if (last) container[idx] = value;
      else {
        if (container[idx] === undefined || container[idx] === null) container[idx] = {};
        container = container[idx] as Doc | unknown[];
      }
    } else {
      if (last) container[key] = value;
      else {
        if (container[key] === undefined) container[key] = {};
        container = container[key] as Doc | unknown[];
      }
    }
  }
}

function applyTyped(doc: Doc, op: string, path: string, operand: unknown): void {
  const parts = segments(path);
  const found = lookup(doc, parts);
  const current = found.value;
  let next: unknown;
  switch (op) {
    case "$inc":
    case "$mul":
      if (!numericKind(operand)) {
        throw new CommandError(
          "TypeMismatch",
          `Cannot ${op === "$inc" ? "increment" : "multiply"} with non-numeric argument: {${path}: ${formatValue(operand)}}`,
        );
      }
      if (current === undefined) next = op === "$inc" ? operand : zeroLike(operand);
      else if (!numericKind(current)) {
        throw new CommandError(
          "TypeMismatch",
          `Cannot apply ${op} to a value of non-numeric type. {_id: ${formatValue(doc._id)}} has the field '${parts[parts.length - 1]}' of non-numeric type ${typeName(current)}`,
        );
      } else next = arithmetic(op, current, operand);
      break;
    case "$min":
    case "$max": {
      const cmp = current === undefined ? 0 : compareValues(operand, current);
      if (current !== undefined && (op === "$min" ? cmp >= 0 : cmp <= 0)) return;
      next = operand;
      break;
    }
    case "$currentDate": {
      const type = isPlainObject(operand) ? operand.$type : operand === true ? "date" : undefined;
      if (type === "date") next = new Date();
      else if (type === "timestamp") next = Timestamp.fromNumber(Math.floor(Date.now() / 1000) * 2 ** 32);
      else
        throw new CommandError(
          "BadValue",
          `${formatValue(operand)} is not valid type for $currentDate. Please use a boolean ('true') or a $type expression ({$type: 'timestamp/date'}).`,
        );
      break;
    }
  }
  assign(doc, parts, next);
}

function applyOperators(old: Doc, u: Doc, ctx: UpdateContext): Doc {
  const doc = cloneValue(old);
  const engine: [string, string, unknown][] = [];
  const typed: [string, string, unknown][] = [];
  const sets: [string[], unknown][] = [];
  const paths: string[] = [];
  for (const [rawOp, args] of Object.entries(u)) {
    if (!ENGINE_OPERATORS.has(rawOp) && !TYPED_OPERATORS.has(rawOp) && rawOp !== "$setOnInsert") {
      throw new CommandError("FailedToParse", `Unknown modifier: ${rawOp}. Expected a valid update modifier or pipeline-style update specified as an array`);
    }
    if (!isPlainObject(args)) {
      throw new CommandError(
        "FailedToParse",
        `Modifiers operate on fields but we found type ${typeName(args)} instead. For example: {$mod: {<field>: ...}} not {${rawOp}: ${formatValue(args)}}`,
      );
    }
    if (rawOp === "$setOnInsert" && !ctx.inserting) continue;
    const op = rawOp === "$setOnInsert" ? "$set" : rawOp;
    for (const [path, operand] of Object.entries(args)) {
      const parts = segments(path);
      if (parts[0] === "_id") {
        if (op === "$set" && parts.length === 1 && (ctx.inserting || canonicalKey(operand) === canonicalKey(old._id))) {
          if (ctx.inserting) doc._id = operand;
          continue;
        }
        throw new CommandError("ImmutableField", `Performing an update on the path '${path}' would modify the immutable field '_id'`);
      }
      for (const other of paths) {
        if (conflicts(other, path)) throw new CommandError("ConflictingUpdateOperators", `Updating the path '${path}' would create a conflict at '${other}'`);
      }
      paths.push(path);
      const positional = parts.some((p) => p.startsWith("$"));
      if (TYPED_OPERATORS.has(op) && !positional) {
        typed.push([op, path, operand]);
        continue;
      }
      guardEngineOperand(doc, op, parts, operand, positional);
      // A plain $set (the most common update by far) needs none of mingo's machinery once its path is checked.
      if (op === "$set" && !positional) sets.push([parts, operand]);
      else engine.push([op, path, engineOperand(op, operand, positional)]);
    }
  }
  for (const [parts, operand] of sets) assign(doc, parts, cloneValue(operand));
  // One path per call: mingo's own conflict check treats "a.$.x" and "a.$.y" as the same path.
  for (const [op, path, operand] of engine) {
    try {
      engineUpdate(
        doc,
        { [op]: { [path]: operand } },
        ctx.arrayFilters?.map((f) => toWorkingOperand(f) as Doc),
        positionalCondition(ctx, path),
        {
          cloneMode: "copy",
          queryOptions: engineOptions(ctx.collation),
        },
      );
    } catch (err) {
      throw fromEngineError(err);
    }
  }
  for (const [op, path, operand] of typed) applyTyped(doc, op, path, operand);
  return doc;
}

/**
 * mingo applies an update only if the document matches the condition it is
 * given, which it needs solely to resolve "$". Give it just the query fields
 * on that array (the document is known to match them), or nothing at all.
 */
function positionalCondition(ctx: UpdateContext, path: string): Doc | undefined {
  const parts = path.split(".");
  const at = parts.indexOf("$");
  if (at < 0) return undefined;
  if (ctx.inserting) throw new CommandError("BadValue", "The positional operator did not find the match needed from the query.");
  const field = parts.slice(0, at).join(".");
  const condition: Doc = {};
  for (const [k, v] of Object.entries(ctx.filter)) if (k === field || k.startsWith(`${field}.`)) condition[k] = v;
  return condition;
}

/**
 * mingo silently skips some cases MongoDB rejects, and compares numbers only
 * as JS numbers: catch both before handing an operator over.
 */
function guardEngineOperand(doc: Doc, op: string, parts: string[], operand: unknown, positional: boolean): void {
  const top = doc[parts[0]];
  const comparing = COMPARING_OPERATORS.has(op) || positional || TYPED_OPERATORS.has(op);
  if (comparing && (needsWorkingCopy(top) || (op !== "$push" && needsWorkingCopy(operand)))) {
    throw new CommandError(
      "NotImplemented",
      `${op} on '${parts.join(".")}' involves Long, Decimal128 or integral Double values, which the embedded server cannot compare exactly there`,
    );
  }
  if (op === "$push" && isPlainObject(operand) && operand.$sort !== undefined && needsWorkingCopy(operand.$each)) {
    throw new CommandError("NotImplemented", `$push with $sort over Long, Decimal128 or integral Double values is not supported by the embedded server`);
  }
  // mingo quietly skips a path that runs into a scalar (or a field name into an array); MongoDB refuses it.
  if (!positional && op !== "$unset") lookup(doc, parts);
  if (op === "$rename" && typeof operand === "string") lookup(doc, segments(operand));
  if (!positional && ARRAY_OPERATORS.has(op)) {
    const found = lookup(doc, parts);
    if (found.value !== undefined && !Array.isArray(found.value)) {
      throw new CommandError(
        "BadValue",
        `The field '${parts.join(".")}' must be an array but is of type ${typeName(found.value)} in document {_id: ${formatValue(doc._id)}}`,
      );
    }
  }
}

/** Conditions ($pull) and positional matching run on working values; stored values stay as given. */
function engineOperand(op: string, operand: unknown, positional: boolean): unknown {
  if (op === "$pull" || op === "$pullAll" || op === "$addToSet" || op === "$bit" || (positional && TYPED_OPERATORS.has(op))) {
    return toWorkingOperand(operand);
  }
  return operand;
}

export function applyReplacement(old: Doc, replacement: Doc): Doc {
  for (const k of Object.keys(replacement)) {
    if (k.startsWith("$"))
      throw new CommandError("BadValue", `The dollar ($) prefixed field '${k}' in '${k}' is not allowed in the context of an update's replacement document.`);
  }
  if ("_id" in replacement && canonicalKey(replacement._id) !== canonicalKey(old._id)) {
    throw new CommandError(
      "ImmutableField",
      `After applying the update, the (immutable) field '_id' was found to have been altered to _id: ${formatValue(replacement._id)}`,
    );
  }
  const { _id: _ignored, ...rest } = replacement;
  void _ignored;
  return { _id: old._id, ...rest };
}

function applyPipeline(old: Doc, stages: unknown[], ctx: UpdateContext): Doc {
  for (const stage of stages) {
    const name = isPlainObject(stage) ? Object.keys(stage)[0] : undefined;
    if (!name || !PIPELINE_STAGES.has(name)) {
      throw new CommandError("InvalidOptions", `${name ?? "this stage"} is not allowed to be used within an update`);
    }
  }
  const work = toWorking(old) as Doc;
  let result: Doc;
  try {
    result = new Aggregator(toWorkingOperand(stages) as Doc[], engineOptions(ctx.collation, ctx.variables)).run<Doc>([work])[0];
  } catch (err) {
    throw fromEngineError(err);
  }
  const doc = restoreTypes(result, old, work) as Doc;
  if (canonicalKey(doc._id) !== canonicalKey(old._id)) {
    throw new CommandError(
      "ImmutableField",
      `After applying the update, the (immutable) field '_id' was found to have been altered to _id: ${formatValue(doc._id)}`,
    );
  }
  return doc;
}

/** Puts back the stored (typed) value wherever a pipeline left a value unchanged. */
export function restoreTypes(next: unknown, oldStored: unknown, oldWork: unknown): unknown {
  if (next === oldWork) return oldStored;
  if (typeof next === "number" && numericKind(oldStored) && Object.is(next, oldWork)) return oldStored;
  if (isPlainObject(next)) {
    const out: Doc = {};
    for (const k of Object.keys(next)) {
      out[k] = restoreTypes(next[k], isPlainObject(oldStored) ? oldStored[k] : undefined, isPlainObject(oldWork) ? oldWork[k] : undefined);
    }
    return out;
  }
  if (Array.isArray(next)) {
    return next.map((v, i) => restoreTypes(v, Array.isArray(oldStored) ? oldStored[i] : undefined, Array.isArray(oldWork) ? oldWork[i] : undefined));
  }
  return next;
}

/** Fields an upsert copies from the query: top-level equalities, also inside $and. */
function seedFromFilter(filter: Doc, seed: Doc): void {
  for (const [k, v] of Object.entries(filter)) {
    if (k === "$and" && Array.isArray(v)) {
      for (const clause of v) if (isPlainObject(clause)) seedFromFilter(clause, seed);
      continue;
    }
    if (k.startsWith("$") || v instanceof RegExp) continue;
    let value = v;
    if (isPlainObject(v) && Object.keys(v).some((op) => op.startsWith("$"))) {
      if (!("$eq" in v)) continue;
      value = v.$eq;
    }
    assign(seed, segments(k), cloneValue(value));
  }
}

/** Builds the document an upsert inserts. `filter` is the query as received (stored form). */
export function buildUpsert(filter: Doc, u: unknown, ctx: UpdateContext): Doc {
  let doc: Doc;
  if (isPlainObject(u) && !isOperatorUpdate(u)) {
    const { _id, ...rest } = u;
    const seed: Doc = {};
    seedFromFilter(filter, seed);
    doc = { ...(seed._id !== undefined ? { _id: seed._id } : {}), ...(_id !== undefined ? { _id } : {}), ...rest };
  } else {
    const seed: Doc = {};
    seedFromFilter(filter, seed);
    doc = applyUpdate(seed, u, { ...ctx, inserting: true });
  }
  if (doc._id === undefined) return { _id: new ObjectId(), ...doc };
  const { _id, ...rest } = doc;
  return { _id, ...rest };
}
