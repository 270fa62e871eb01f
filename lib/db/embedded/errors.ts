/**
 * Errors carry MongoDB's numeric code and codeName so the driver and Mongoose
 * classify them exactly as they would a real server's answer.
 */
export const ErrorCodes = {
  BadValue: 2,
  FailedToParse: 9,
  TypeMismatch: 14,
  IllegalOperation: 20,
  NamespaceNotFound: 26,
  PathNotViable: 28,
  IndexNotFound: 27,
  CursorNotFound: 43,
  NamespaceExists: 48,
  CommandNotFound: 59,
  ConflictingUpdateOperators: 40,
  ImmutableField: 66,
  InvalidOptions: 72,
  InvalidNamespace: 73,
  IndexOptionsConflict: 85,
  IndexKeySpecsConflict: 86,
  NotImplemented: 238,
  DuplicateKey: 11000,
  Location40324: 40324,
  InvalidPipelineOperator: 168,
  InternalError: 1,
} as const;

export type ErrorCodeName = keyof typeof ErrorCodes;

const NAMES: Record<number, string> = Object.fromEntries(Object.entries(ErrorCodes).map(([name, code]) => [code, name]));

export class CommandError extends Error {
  readonly code: number;
  readonly codeName: string;
  /** Extra top-level fields of the error reply (keyPattern, keyValue...). */
  readonly extra: Record<string, unknown>;

  constructor(codeName: ErrorCodeName, message: string, extra: Record<string, unknown> = {}) {
    super(message);
    this.code = ErrorCodes[codeName];
    this.codeName = codeName === "Location40324" ? "Location40324" : NAMES[this.code];
    this.extra = extra;
  }

  toReply(): Record<string, unknown> {
    return { ok: 0, errmsg: this.message, code: this.code, codeName: this.codeName, ...this.extra };
  }

  /** The shape of one entry of a write command's `writeErrors`. */
  toWriteError(index: number): Record<string, unknown> {
    return { index, code: this.code, errmsg: this.message, ...this.extra };
  }
}

export function badValue(message: string): CommandError {
  return new CommandError("BadValue", message);
}

/**
 * mingo reports unsupported operators and malformed expressions with plain
 * errors; translate the recognisable ones into the codes MongoDB uses and
 * everything else into BadValue so no failure is reported as success.
 */
export function fromEngineError(err: unknown): CommandError {
  if (err instanceof CommandError) return err;
  const message = err instanceof Error ? err.message : String(err);
  let m = /^unknown query operator (\$\w+)/.exec(message);
  if (m) return new CommandError("BadValue", `unknown operator: ${m[1]}`);
  m = /^Unknown update operator: '(\$\w+)'/.exec(message);
  if (m) {
    return new CommandError("FailedToParse", `Unknown modifier: ${m[1]}. Expected a valid update modifier or pipeline-style update specified as an array`);
  }
  m = /^unregistered pipeline operator (\$\w+)/.exec(message);
  if (m) return new CommandError("Location40324", `Unrecognized pipeline stage name: '${m[1]}'`);
  m = /^(?:accumulator|expression|operator) '?(\$\w+)'? is not registered/.exec(message);
  if (m) return new CommandError("InvalidPipelineOperator", `Unrecognized expression '${m[1]}'`);
  m = /^(\$\w+) operator requires 'scriptEnabled'/.exec(message);
  if (m) return new CommandError("NotImplemented", `${m[1]} (server-side JavaScript) is not supported by the embedded server`);
  return new CommandError("BadValue", message);
}
