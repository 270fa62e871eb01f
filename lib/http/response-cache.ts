import type { IncomingMessage, OutgoingHttpHeader, ServerResponse } from "node:http";
import { gunzip, gzip, inflate } from "node:zlib";
import { CACHE_MAX_AGE_MS, cacheGeneration, freshUntil, type CacheTag } from "../cache";
import { createNonce } from "./security-headers.mjs";

/**
 * Answers to anonymous reads (the public answers and the public lists the browser fetches), kept
 * so that visitors are answered without running the application for every request. A page is
 * the same for every visitor to the same address except for its script nonce, so each answer
 * from the cache gets a fresh nonce in place of the one it was rendered with, in the
 * Content-Security-Policy and everywhere in the page.
 *
 * An answer is kept no longer than the data it was built from counts as fresh (see
 * lib/cache.ts), and is dropped the moment staff change any cached data, so it is never staler
 * than the data cache itself. While one request renders an expired answer again, the others
 * get the old copy.
 */
const NONCE_IN_POLICY = /'nonce-([A-Za-z0-9+/=]+)'/;
/** Headers that belong to one answer, not to the page. */
const PER_ANSWER_HEADERS = new Set(["x-request-id", "content-length", "transfer-encoding", "content-encoding", "date", "connection", "keep-alive"]);
const MAX_PAGE_BYTES = 2 * 1024 * 1024;
const DEFAULT_MAX_ENTRIES = 64;

const CACHEABLE_TYPES = ["text/html", "application/json"];

interface CachedAnswer {
  headers: [name: string, value: OutgoingHttpHeader][];
  /** The answer's bytes, cut where its nonce stood (whole when it has none). */
  parts: Buffer[];
  nonce: string | undefined;
  expires: number;
  generation: number;
}

/**
 * The cache key of a request that may be answered from the cache, or null. Only plain GETs of
 * the listed paths qualify: no query string, and none of the headers Next.js uses for in-app
 * navigation (those ask for a different representation of the same address). The host and the
 * forwarded host and scheme are in the key because the page's absolute links are made from them.
 */
export function responseCacheKey(req: IncomingMessage, paths: { has(path: string): boolean }): string | null {
  if (req.method !== "GET" || !req.url || !paths.has(req.url)) return null;
  for (const name of Object.keys(req.headers)) if (name === "rsc" || name.startsWith("next-")) return null;
  const { host = "", "x-forwarded-host": forwardedHost = "", "x-forwarded-proto": forwardedProto = "" } = req.headers;
  return `${host}|${forwardedHost}|${forwardedProto}|${req.url}`;
}

/** Whether an Accept-Encoding header admits gzip (and does not refuse it with q=0). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(",").some((entry) => {
    const [coding, ...params] = entry.trim().toLowerCase().split(";");
    if (coding.trim() !== "gzip") return false;
    const quality = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
    return !quality || Number(quality.slice(2)) > 0;
  });
}

/** Cuts `body` at every occurrence of `token`, dropping the token. */
export function splitAround(body: Buffer, token: string): Buffer[] {
  const needle = Buffer.from(token);
  const parts: Buffer[] = [];
  let start = 0;
  for (let at = body.indexOf(needle); at !== -1; at = body.indexOf(needle, start)) {
    parts.push(body.subarray(start, at));
    start = at + needle.length;
  }
  parts.push(body.subarray(start));
  return parts;
}

function joinWith(parts: Buffer[], token: string): Buffer {
  const glue = Buffer.from(token);
  const pieces: Buffer[] = [];
  parts.forEach((part, index) => {
    if (index > 0) pieces.push(glue);
    pieces.push(part);
  });
  return Buffer.concat(pieces);
}

function replaceNonce(value: OutgoingHttpHeader, from: string | undefined, to: string): OutgoingHttpHeader {
  if (typeof value === "number" || from === undefined) return value;
  if (Array.isArray(value)) return value.map((item) => item.replaceAll(from, to));
  return value.replaceAll(from, to);
}

function toBuffer(chunk: unknown, encoding: unknown): Buffer | null {
  if (typeof chunk === "string") return Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
  // Copied: the writer may reuse its buffer once write() returns.
  if (chunk instanceof Uint8Array) return Buffer.from(chunk);
  return null;
}

interface ResponseCacheOptions {
  /** The paths whose answers may be kept, each with the cached data its answer shows. */
  routes: Readonly<Record<string, readonly CacheTag[]>>;
  maxEntries?: number;
  now?: () => number;
}

export function createResponseCache({ routes, maxEntries = DEFAULT_MAX_ENTRIES, now = Date.now }: ResponseCacheOptions) {
  const cacheable = new Map(Object.entries(routes));
  const answers = new Map<string, CachedAnswer>();
  const rendering = new Set<string>();

  function store(key: string, answer: CachedAnswer): void {
    answers.delete(key);
    answers.set(key, answer);
    // Oldest first out, so a flood of made-up Host headers cannot grow the cache.
    for (const oldest of answers.keys()) {
      if (answers.size <= maxEntries) break;
      answers.delete(oldest);
    }
  }

  function send(answer: CachedAnswer, req: IncomingMessage, res: ServerResponse): void {
    const nonce = createNonce();
    res.statusCode = 200;
    for (const [name, value] of answer.headers) res.setHeader(name, replaceNonce(value, answer.nonce, nonce));
    if (acceptsGzip(req.headers["accept-encoding"])) {
      const body = joinWith(answer.parts, nonce);
      gzip(body, (error, compressed) => {
        if (res.destroyed) return;
        if (!error) res.setHeader("Content-Encoding", "gzip");
        const bytes = error ? body : compressed;
        res.setHeader("Content-Length", bytes.length);
        res.end(bytes);
      });
      return;
    }
    // Written piece by piece from the kept buffers: no copy of the page per answer.
    const glue = Buffer.from(nonce);
    const length = answer.parts.reduce((sum, part) => sum + part.length, 0) + glue.length * (answer.parts.length - 1);
    res.setHeader("Content-Length", length);
    res.cork();
    answer.parts.forEach((part, index) => {
      if (index > 0) res.write(glue);
      res.write(part);
    });
    res.end();
  }

  /** Builds the cache entry from a finished answer, or null when it must not be kept. */
  function answerFrom(res: ServerResponse, body: Buffer, tags: readonly CacheTag[]): Omit<CachedAnswer, "generation"> | null {
    if (res.statusCode !== 200 || body.length > MAX_PAGE_BYTES) return null;
    const headers = res.getHeaders();
    if (headers["set-cookie"] !== undefined) return null;
    const type = String(headers["content-type"] ?? "");
    if (!CACHEABLE_TYPES.some((cacheableType) => type.startsWith(cacheableType))) return null;
    const nonce = NONCE_IN_POLICY.exec(String(headers["content-security-policy"] ?? ""))?.[1];
    // A page whose scripts run without a nonce is not what the proxy sends; never repeat it.
    if (type.startsWith("text/html") && !nonce) return null;
    const expires = Math.min(now() + CACHE_MAX_AGE_MS, freshUntil(tags));
    if (expires <= now()) return null;
    return {
      headers: Object.entries(headers).flatMap(([name, value]) =>
        value === undefined || PER_ANSWER_HEADERS.has(name) ? [] : [[name, value] as [string, OutgoingHttpHeader]],
      ),
      parts: nonce ? splitAround(body, nonce) : [body],
      nonce,
      expires,
    };
  }

  return {
    /** Answers the request from the cache when it can; false means the application must. */
    serve(req: IncomingMessage, res: ServerResponse): boolean {
      const key = responseCacheKey(req, cacheable);
      const answer = key ? answers.get(key) : undefined;
      if (!key || !answer) return false;
      if (answer.generation !== cacheGeneration()) {
        answers.delete(key);
        return false;
      }
      if (now() >= answer.expires && !rendering.has(key)) return false;
      send(answer, req, res);
      return true;
    },

    /**
     * Called before the application answers a request: when the answer is worth keeping
     * and no other request is already rendering it, the answer is recorded on its way out.
     */
    record(req: IncomingMessage, res: ServerResponse): void {
      const key = responseCacheKey(req, cacheable);
      if (!key || rendering.has(key)) return;
      const tags = cacheable.get(req.url!)!;
      rendering.add(key);
      const generation = cacheGeneration();
      const chunks: Buffer[] = [];
      // The application compresses for browsers that ask (inside its handler, so these see the
      // compressed bytes); the kept copy is decompressed, so a fresh nonce can be put in.
      const write = res.write;
      const end = res.end;
      res.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
        const bytes = toBuffer(chunk, rest[0]);
        if (bytes) chunks.push(bytes);
        return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
      } as ServerResponse["write"];
      res.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
        const bytes = typeof chunk === "function" ? null : toBuffer(chunk, rest[0]);
        if (bytes) chunks.push(bytes);
        return (end as (...args: unknown[]) => ServerResponse).call(this, chunk, ...rest);
      } as ServerResponse["end"];
      res.once("close", () => {
        const keep = (body: Buffer) => {
          const answer = answerFrom(res, body, tags);
          if (answer) store(key, { ...answer, generation });
        };
        const decoded = (error: Error | null, body: Buffer) => {
          rendering.delete(key);
          if (!error) keep(body);
        };
        if (!res.writableFinished) return void rendering.delete(key);
        const encoding = res.getHeader("content-encoding");
        const body = Buffer.concat(chunks);
        if (encoding === undefined) decoded(null, body);
        else if (encoding === "gzip") gunzip(body, decoded);
        else if (encoding === "deflate") inflate(body, decoded);
        else rendering.delete(key);
      });
    },
  };
}
