import type { ZodType } from "zod";
import { HttpError, badRequest } from "./errors";
import { validationError } from "./validation";

/** JSON bodies are small forms; anything larger is refused before it is parsed. */
export const MAX_JSON_BYTES = 64 * 1024;

async function readLimited(request: Request, maxBytes: number): Promise<string> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > maxBytes) throw new HttpError(413, "Request body is too large");
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw new HttpError(413, "Request body is too large");
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/**
 * Refuses MongoDB operators and dotted paths in keys (`{"$ne": null}`, `{"a.b": 1}`) anywhere
 * in a body, so no value a visitor sends can change the shape of a query or an update.
 */
export function assertNoOperators(value: unknown, path = ""): void {
  if (Array.isArray(value)) {
    value.forEach((item, index) => assertNoOperators(item, `${path}[${index}]`));
    return;
  }
  if (value === null || typeof value !== "object") return;
  for (const [key, child] of Object.entries(value)) {
    if (key.startsWith("$") || key.includes(".")) {
      throw badRequest("Invalid field name", { [path ? `${path}.${key}` : key]: "Field names may not start with $ or contain dots" });
    }
    assertNoOperators(child, path ? `${path}.${key}` : key);
  }
}

export async function readJson(request: Request, maxBytes = MAX_JSON_BYTES): Promise<unknown> {
  const text = await readLimited(request, maxBytes);
  if (!text.trim()) throw badRequest("Request body is required");
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest("Malformed JSON body");
  }
  assertNoOperators(value);
  return value;
}

/** Reads, checks and parses a JSON body; unknown fields are dropped by the schema. */
export async function parseBody<T>(request: Request, schema: ZodType<T>, maxBytes = MAX_JSON_BYTES): Promise<T> {
  const value = await readJson(request, maxBytes);
  if (value === null || typeof value !== "object" || Array.isArray(value)) throw badRequest("Request body must be a JSON object");
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(result.error);
  return result.data;
}
