import { ZodError } from "zod";
import { ImageRejectedError } from "../images/process";
import { DatabaseUnavailableError } from "../db/connect";
import { logger } from "../log";
import { HttpError } from "./errors";
import { validationError } from "./validation";

export function json(data: unknown, status = 200, headers?: HeadersInit): Response {
  return Response.json(data, { status, headers: { "Cache-Control": "no-store", ...headers } });
}

function isDatabaseDown(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  const name = (error as { name?: string } | null)?.name ?? "";
  if (/^Mongo(Network|ServerSelection|NotConnected|TopologyClosed)Error$/.test(name) || name === "MongooseServerSelectionError") return true;
  // Mongoose queues queries while it reconnects and gives up on them with this error.
  return name === "MongooseError" && /buffering timed out/.test((error as Error).message);
}

function duplicateKeyField(error: unknown): string | undefined {
  const e = error as { code?: number; keyPattern?: Record<string, unknown>; keyValue?: Record<string, unknown> } | null;
  if (e?.code !== 11000) return undefined;
  return Object.keys(e.keyPattern ?? e.keyValue ?? {})[0] ?? "field";
}

/** The one place where thrown errors become HTTP answers: `{ message, errors? }`, never a stack trace. */
export function errorResponse(error: unknown, fallbackMessage = "Something went wrong. Please try again."): Response {
  if (error instanceof HttpError) {
    const body = error.errors ? { message: error.message, errors: error.errors } : { message: error.message };
    return json(body, error.status, error.headers);
  }
  if (error instanceof ZodError) return errorResponse(validationError(error), fallbackMessage);
  if (error instanceof ImageRejectedError) return json({ message: error.message }, error.status);
  const duplicate = duplicateKeyField(error);
  if (duplicate) {
    const message = `That ${duplicate} is already in use`;
    return json({ message, errors: { [duplicate]: message } }, 409);
  }
  if (isDatabaseDown(error)) return json({ message: "The service is temporarily unavailable. Please try again shortly." }, 503, { "Retry-After": "5" });
  logger.error({ error: (error as Error)?.message ?? String(error) }, "Unhandled error in request");
  return json({ message: fallbackMessage }, 500);
}
