import type { ZodType } from "zod";
import { HttpError, badRequest } from "./errors";
import { validationError } from "./validation";

/** JSON bodies are small forms; anything larger is refused before it is parsed. */
export const MAX_JSON_BYTES = 64 * 1024;
/** The deepest nesting of objects and arrays a JSON body may have; the forms need three. */
export const MAX_JSON_DEPTH = 32;

/** The media type of the request's body, lowercased, without its parameters. */
function mediaType(request: Request): string {
  return (request.headers.get("content-type") ?? "").split(";", 1)[0].trim().toLowerCase();
}

/**
 * Only `application/json` is read as JSON. Anything else (a cross-site form or `text/plain`
 * post, which browsers send without asking the server first) is refused with 415 before the
 * request does anything.
 */
function assertJsonContentType(request: Request): void {
  if (mediaType(request) !== "application/json") throw new HttpError(415, "Content-Type must be application/json");
}

/** Uploads accept only `multipart/form-data` with its boundary; anything else is 415. */
export function assertMultipartContentType(request: Request): void {
  const contentType = request.headers.get("content-type") ?? "";
  if (mediaType(request) !== "multipart/form-data" || !/;\s*boundary=/i.test(contentType)) {
    throw new HttpError(415, "Send the image as multipart/form-data");
  }
}

/**
 * 400 when objects and arrays nest deeper than MAX_JSON_DEPTH. One pass over the text before it
 * is parsed, so neither JSON.parse nor any later walk over the value meets a deep structure.
 */
export function assertJsonDepth(text: string, maxDepth = MAX_JSON_DEPTH): void {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i += 1; // backslash: the next character is escaped
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      depth += 1;
      if (depth > maxDepth) throw badRequest(`JSON may nest at most ${maxDepth} levels deep`);
    } else if (c === 0x7d || c === 0x5d) depth -= 1;
  }
}

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

interface ReadJsonOptions {
  maxBytes?: number;
  /**
   * The route's rate limit (count it, or check a lock), applied once the content type is known
   * to be JSON and before the body is read, so a refused request costs no reading or parsing.
   */
  limit?: () => Promise<void>;
}

/** Reads a JSON body: content type, rate limit, size, depth and operators checked, in that order. */
async function readJson(request: Request, { maxBytes = MAX_JSON_BYTES, limit }: ReadJsonOptions = {}): Promise<unknown> {
  assertJsonContentType(request);
  await limit?.();
  const text = await readLimited(request, maxBytes);
  if (!text.trim()) throw badRequest("Request body is required");
  assertJsonDepth(text);
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
export async function parseBody<T>(request: Request, schema: ZodType<T>, options: ReadJsonOptions = {}): Promise<T> {
  const value = await readJson(request, options);
  if (value === null || typeof value !== "object" || Array.isArray(value)) throw badRequest("Request body must be a JSON object");
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(result.error);
  return result.data;
}
