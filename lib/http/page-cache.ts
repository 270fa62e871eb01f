import type { IncomingMessage, OutgoingHttpHeader, ServerResponse } from "node:http";
import { gzip } from "node:zlib";
import { CACHE_MAX_AGE_MS, CACHE_TAGS, cacheGeneration, freshUntil } from "../cache";
import { createNonce } from "./security-headers";

/**
 * Rendered public pages, kept so that visitors are answered without running React for every
 * request. A page is the same for every visitor to the same address except for its script
 * nonce, so each answer from the cache gets a fresh nonce in place of the one it was rendered
 * with, in the Content-Security-Policy and everywhere in the page.
 *
 * A page is kept no longer than the data it was built from counts as fresh (see lib/cache.ts),
 * and is dropped the moment staff change any cached data, so it is never staler than the data
 * cache itself. While one request renders an expired page again, the others get the old copy.
 */

/** What the public pages show from the database. */
const PAGE_DATA_TAGS = [CACHE_TAGS.attorneys, CACHE_TAGS.firm];
const NONCE_IN_POLICY = /'nonce-([A-Za-z0-9+/=]+)'/;
/** Headers that belong to one answer, not to the page. */
const PER_ANSWER_HEADERS = new Set(["x-request-id", "content-length", "transfer-encoding", "content-encoding", "date", "connection", "keep-alive"]);
const MAX_PAGE_BYTES = 2 * 1024 * 1024;
const DEFAULT_MAX_ENTRIES = 64;

interface CachedPage {
  headers: [name: string, value: OutgoingHttpHeader][];
  /** The page's bytes, cut where its nonce stood. */
  parts: Buffer[];
  nonce: string;
  expires: number;
  generation: number;
}

/**
 * The cache key of a request that may be answered from the cache, or null. Only plain GETs of
 * the listed paths qualify: no query string, and none of the headers Next.js uses for in-app
 * navigation (those ask for a different representation of the same address). The host and the
 * forwarded host and scheme are in the key because the page's absolute links are made from them.
 */
export function pageCacheKey(req: IncomingMessage, paths: ReadonlySet<string>): string | null {
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

function replaceNonce(value: OutgoingHttpHeader, from: string, to: string): OutgoingHttpHeader {
  if (typeof value === "number") return value;
  if (Array.isArray(value)) return value.map((item) => item.replaceAll(from, to));
  return value.replaceAll(from, to);
}

function toBuffer(chunk: unknown, encoding: unknown): Buffer | null {
  if (typeof chunk === "string") return Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
  // Copied: the writer may reuse its buffer once write() returns.
  if (chunk instanceof Uint8Array) return Buffer.from(chunk);
  return null;
}

export interface PageCacheOptions {
  /** The paths whose pages may be kept. */
  paths: readonly string[];
  maxEntries?: number;
  now?: () => number;
}

export function createPageCache({ paths, maxEntries = DEFAULT_MAX_ENTRIES, now = Date.now }: PageCacheOptions) {
  const cacheable = new Set(paths);
  const pages = new Map<string, CachedPage>();
  const rendering = new Set<string>();

  function store(key: string, page: CachedPage): void {
    pages.delete(key);
    pages.set(key, page);
    // Oldest first out, so a flood of made-up Host headers cannot grow the cache.
    for (const oldest of pages.keys()) {
      if (pages.size <= maxEntries) break;
      pages.delete(oldest);
    }
  }

  function send(page: CachedPage, req: IncomingMessage, res: ServerResponse): void {
    const nonce = createNonce();
    res.statusCode = 200;
    for (const [name, value] of page.headers) res.setHeader(name, replaceNonce(value, page.nonce, nonce));
    const body = joinWith(page.parts, nonce);
    const finish = (bytes: Buffer, encoding?: string) => {
      if (res.destroyed) return;
      if (encoding) res.setHeader("Content-Encoding", encoding);
      res.setHeader("Content-Length", bytes.length);
      res.end(bytes);
    };
    if (!acceptsGzip(req.headers["accept-encoding"])) return finish(body);
    gzip(body, (error, compressed) => (error ? finish(body) : finish(compressed, "gzip")));
  }

  /** Builds the cache entry from a finished rendering, or null when it must not be kept. */
  function pageFrom(res: ServerResponse, chunks: Buffer[], generation: number): CachedPage | null {
    if (res.statusCode !== 200) return null;
    const headers = res.getHeaders();
    if (headers["set-cookie"] !== undefined || headers["content-encoding"] !== undefined) return null;
    if (!String(headers["content-type"] ?? "").startsWith("text/html")) return null;
    const nonce = NONCE_IN_POLICY.exec(String(headers["content-security-policy"] ?? ""))?.[1];
    const expires = Math.min(now() + CACHE_MAX_AGE_MS, freshUntil(PAGE_DATA_TAGS));
    if (!nonce || expires <= now()) return null;
    const body = Buffer.concat(chunks);
    if (body.length > MAX_PAGE_BYTES) return null;
    return {
      headers: Object.entries(headers).flatMap(([name, value]) => (value === undefined || PER_ANSWER_HEADERS.has(name) ? [] : [[name, value] as [string, OutgoingHttpHeader]])),
      parts: splitAround(body, nonce),
      nonce,
      expires,
      generation,
    };
  }

  return {
    /** Answers the request from the cache when it can; false means the application must. */
    serve(req: IncomingMessage, res: ServerResponse): boolean {
      const key = pageCacheKey(req, cacheable);
      const page = key ? pages.get(key) : undefined;
      if (!key || !page) return false;
      if (page.generation !== cacheGeneration()) {
        pages.delete(key);
        return false;
      }
      if (now() >= page.expires && !rendering.has(key)) return false;
      send(page, req, res);
      return true;
    },

    /**
     * Called before the application answers a request: when the answer is a page worth keeping
     * and no other request is already rendering it, the answer is recorded on its way out.
     */
    record(req: IncomingMessage, res: ServerResponse): void {
      const key = pageCacheKey(req, cacheable);
      if (!key || rendering.has(key)) return;
      rendering.add(key);
      // The nonce is swapped in the page's own bytes, so the application must not compress them.
      delete req.headers["accept-encoding"];
      const generation = cacheGeneration();
      const chunks: Buffer[] = [];
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
        rendering.delete(key);
        const page = res.writableFinished ? pageFrom(res, chunks, generation) : null;
        if (page) store(key, page);
      });
    },
  };
}
