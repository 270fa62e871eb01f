/** What every command handler receives, and helpers for reading command arguments. */
import type { CursorRegistry } from "../cursors";
import { CommandError } from "../errors";
import type { Store } from "../store";
import { type Doc, isPlainObject, toWorking } from "../types";

export interface CommandContext {
  db: string;
  store: Store;
  cursors: CursorRegistry;
  connectionId: number;
}

export type Handler = (cmd: Doc, ctx: CommandContext) => Doc | Promise<Doc>;

/** The collection a command names in its first field. */
export function collectionName(cmd: Doc, command: string): string {
  const name = cmd[command];
  if (typeof name !== "string" || name === "") {
    throw new CommandError("InvalidNamespace", `collection name has invalid type ${typeof name}`);
  }
  return name;
}

/** An optional integer argument (the driver may send Int32, Long or Double). */
export function intArg(cmd: Doc, field: string): number | undefined {
  const v = cmd[field];
  if (v === undefined || v === null) return undefined;
  const n = toWorking(v);
  if (typeof n !== "number" || !Number.isFinite(n)) {
    throw new CommandError("TypeMismatch", `Field '${field}' should be a number`);
  }
  return Math.trunc(n);
}

export function docArg(cmd: Doc, field: string): Doc | undefined {
  const v = cmd[field];
  if (v === undefined || v === null) return undefined;
  if (!isPlainObject(v)) throw new CommandError("TypeMismatch", `Field '${field}' must be an object`);
  return v;
}

export function arrayArg(cmd: Doc, field: string): unknown[] {
  const v = cmd[field];
  if (!Array.isArray(v)) throw new CommandError("TypeMismatch", `Field '${field}' must be an array`);
  return v;
}

export function cursorBatchSize(cmd: Doc): number | undefined {
  const cursor = docArg(cmd, "cursor");
  return cursor ? intArg(cursor, "batchSize") : undefined;
}

/** Options MongoDB has but this server would silently ignore: refuse them. */
export function refuseOptions(cmd: Doc, command: string, fields: string[]): void {
  for (const field of fields) {
    if (cmd[field] !== undefined && cmd[field] !== false) {
      throw new CommandError("NotImplemented", `${command} option '${field}' is not supported by the embedded server`);
    }
  }
}
