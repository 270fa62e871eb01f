import type { IncomingMessage } from "node:http";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import formidable, { errors as formidableErrors } from "formidable";
import { getConfig } from "../config";
import { assertMultipartContentType } from "./body";
import { HttpError, badRequest } from "./errors";

/** What one multipart endpoint accepts, and the texts it refuses with. */
export interface MultipartLimits {
  /** The only field whose files are kept; files under any other name are skipped unread. */
  field: string;
  maxFiles: number;
  maxFileBytes: number;
  /** 413, for a file over `maxFileBytes`. */
  tooLarge: string;
  /** 400, for more than `maxFiles` files. */
  tooMany: string;
  /** 415, for an empty file. */
  empty: string;
}

/** A file received to disk, in a folder that is gone once the request's work is done. */
export interface ReceivedFile {
  path: string;
  size: number;
}

/**
 * Where uploads are received, one folder per request: inside DATA_DIR, which only this server's
 * user can read, and on the same disk as the rest of the site's data.
 */
export function uploadsInProgressDir(): string {
  return path.join(getConfig().dataDir, "uploads-in-progress");
}

/** Room for the multipart boundaries and part headers around each file. */
const PART_OVERHEAD_BYTES = 64 * 1024;
/** Text fields are held in memory; an image upload needs none, so a few small ones at most. */
const MAX_FIELDS = 20;
const MAX_FIELDS_BYTES = 64 * 1024;
/**
 * formidable deletes its open files when it fails, but a file it begins right after the failure
 * (the part already in its parser) is opened a moment later; wait for it before emptying the folder.
 */
const LATE_FILE_MS = 50;

/**
 * formidable reads a Node request. A route handler's body is a web stream; this hands it on as a
 * Node stream with the request's headers. Without a declared length or transfer encoding
 * formidable would take the body for empty, so a body of unknown length is declared chunked.
 */
function nodeRequestOf(request: Request, body: ReadableStream<Uint8Array>): IncomingMessage {
  const headers = Object.fromEntries(request.headers);
  if (!headers["content-length"] && !headers["transfer-encoding"]) headers["transfer-encoding"] = "chunked";
  return Object.assign(Readable.fromWeb(body as NodeReadableStream<Uint8Array>), {
    headers,
    method: request.method,
    url: request.url,
  }) as unknown as IncomingMessage;
}

function refusal(error: unknown, limits: MultipartLimits): HttpError {
  switch ((error as { code?: number }).code) {
    case formidableErrors.biggerThanMaxFileSize:
    case formidableErrors.biggerThanTotalMaxFileSize:
      return new HttpError(413, limits.tooLarge);
    case formidableErrors.maxFilesExceeded:
      return badRequest(limits.tooMany, { [limits.field]: limits.tooMany });
    case formidableErrors.noEmptyFiles:
      return new HttpError(415, limits.empty);
    case formidableErrors.maxFieldsExceeded:
    case formidableErrors.maxFieldsSizeExceeded:
      return new HttpError(413, "Request body is too large");
    default:
      // A malformed body or a visitor who stopped sending it halfway.
      return badRequest("Malformed multipart body");
  }
}

/**
 * Streams the files of a multipart body to a private temporary folder (never more than one
 * chunk of a file in memory), hands them to `work`, and removes the folder afterwards whatever
 * happened: success, a refusal, a failure in `work` or a client that gave up halfway.
 */
export async function withUploadedFiles<T>(request: Request, limits: MultipartLimits, work: (files: ReceivedFile[]) => Promise<T>): Promise<T> {
  assertMultipartContentType(request);
  const maxBodyBytes = limits.maxFiles * (limits.maxFileBytes + PART_OVERHEAD_BYTES) + MAX_FIELDS_BYTES;
  if (Number(request.headers.get("content-length") ?? "0") > maxBodyBytes) throw new HttpError(413, limits.tooLarge);
  if (!request.body) throw badRequest("Malformed multipart body");

  await mkdir(uploadsInProgressDir(), { recursive: true, mode: 0o700 });
  // mkdtemp makes the folder readable by this user only.
  const folder = await mkdtemp(path.join(uploadsInProgressDir(), "request-"));
  let failed = false;
  try {
    const form = formidable({
      uploadDir: folder,
      maxFiles: limits.maxFiles,
      maxFileSize: limits.maxFileBytes,
      maxTotalFileSize: limits.maxFiles * limits.maxFileBytes,
      allowEmptyFiles: false,
      maxFields: MAX_FIELDS,
      maxFieldsSize: MAX_FIELDS_BYTES,
      filter: (part) => part.name === limits.field,
    });
    let files: formidable.File[];
    try {
      const [, received] = await form.parse<string, string>(nodeRequestOf(request, request.body));
      files = received[limits.field] ?? [];
    } catch (error) {
      failed = true;
      throw refusal(error, limits);
    }
    return await work(files.map((file) => ({ path: file.filepath, size: file.size })));
  } finally {
    if (failed) await new Promise((resolve) => setTimeout(resolve, LATE_FILE_MS));
    await rm(folder, { recursive: true, force: true, maxRetries: 3 });
  }
}
