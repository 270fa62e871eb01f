/** @jest-environment node */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { cached, CACHE_TAGS, invalidate } from "../cache";
import { acceptsGzip, createResponseCache, responseCacheKey, splitAround } from "./response-cache";

describe("responseCacheKey", () => {
  const request = (method: string, url: string, headers: Record<string, string> = {}) =>
    ({ method, url, headers: { host: "example.com", ...headers } }) as unknown as IncomingMessage;
  const paths = new Set(["/", "/contact"]);

  it("keys plain GETs of the listed paths by host, forwarded host and scheme, and path", () => {
    expect(responseCacheKey(request("GET", "/"), paths)).toBe("example.com|||/");
    expect(responseCacheKey(request("GET", "/contact", { "x-forwarded-host": "firm.sl", "x-forwarded-proto": "https" }), paths)).toBe(
      "example.com|firm.sl|https|/contact",
    );
  });

  it("leaves everything else to the application", () => {
    expect(responseCacheKey(request("POST", "/"), paths)).toBeNull();
    expect(responseCacheKey(request("HEAD", "/"), paths)).toBeNull();
    expect(responseCacheKey(request("GET", "/?q=1"), paths)).toBeNull();
    expect(responseCacheKey(request("GET", "/admin"), paths)).toBeNull();
    expect(responseCacheKey(request("GET", "/", { rsc: "1" }), paths)).toBeNull();
    expect(responseCacheKey(request("GET", "/", { "next-router-prefetch": "1" }), paths)).toBeNull();
  });
});

describe("acceptsGzip", () => {
  it.each([
    ["gzip, deflate, br", true],
    ["br;q=1.0, gzip;q=0.8", true],
    ["GZIP", true],
    ["gzip;q=0", false],
    ["deflate, br", false],
    [undefined, false],
  ])("%s -> %s", (header, expected) => expect(acceptsGzip(header)).toBe(expected));
});

it("splitAround cuts at every occurrence and drops the token", () => {
  expect(splitAround(Buffer.from("aXXbXXXXc"), "XX").map(String)).toEqual(["a", "b", "", "c"]);
  expect(splitAround(Buffer.from("abc"), "XX").map(String)).toEqual(["abc"]);
});

/**
 * A stand-in for the application: each rendering gets its own nonce in the policy and the page,
 * as the real proxy and pages do, and counts itself.
 */
describe("createResponseCache", () => {
  let server: Server;
  let url: string;
  let renders = 0;
  let clock = 0;
  let answer: (res: ServerResponse, nonce: string) => void | Promise<void>;
  let cache: ReturnType<typeof createResponseCache>;

  const defaultAnswer = (res: ServerResponse, nonce: string) => {
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Content-Security-Policy", `script-src 'nonce-${nonce}' 'strict-dynamic'`);
    res.setHeader("Link", `</a.css>; rel=preload; nonce="${nonce}"`);
    res.write(`<html><script nonce="${nonce}">1</script>`);
    res.end(`<p>render ${renders}</p><script nonce="${nonce}">2</script></html>`);
  };

  beforeAll(async () => {
    server = createServer((req, res) => {
      if (cache.serve(req, res)) return;
      cache.record(req, res);
      renders += 1;
      const nonce = `n${renders}+/A==`;
      // The application's pages are produced a little later than the request arrives.
      setTimeout(() => answer(res, nonce), 5);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  beforeEach(async () => {
    renders = 0;
    clock = 1_000_000;
    answer = defaultAnswer;
    const pageData = [CACHE_TAGS.attorneys, CACHE_TAGS.firm];
    cache = createResponseCache({ routes: { "/": pageData, "/contact": pageData, "/api/list": [CACHE_TAGS.attorneys] }, maxEntries: 2, now: () => clock });
    // Fresh page data, as a real rendering would have read it.
    invalidate(CACHE_TAGS.attorneys);
    invalidate(CACHE_TAGS.firm);
    await cached(CACHE_TAGS.attorneys, "page-cache-test", async () => "attorneys");
    await cached(CACHE_TAGS.firm, "page-cache-test", async () => "firm");
    clock = Date.now();
  });

  async function get(path: string, headers: Record<string, string> = {}) {
    const response = await fetch(`${url}${path}`, { headers });
    const body = await response.text();
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
    return { response, body, nonce };
  }

  it("renders once, then answers with the same page under a fresh nonce each time", async () => {
    const first = await get("/");
    const second = await get("/");
    const third = await get("/");
    expect(renders).toBe(1);
    expect(new Set([first.nonce, second.nonce, third.nonce]).size).toBe(3);
    for (const { body, nonce, response } of [second, third]) {
      expect(body).toBe(first.body.replaceAll(first.nonce!, nonce!));
      expect(body).not.toContain(first.nonce);
      expect(response.headers.get("link")).toBe(`</a.css>; rel=preload; nonce="${nonce}"`);
      expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    }
  });

  it("compresses for clients that accept gzip, from the uncompressed page", async () => {
    await get("/");
    const { response, body, nonce } = await get("/", { "accept-encoding": "gzip" });
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(body).toContain(`<script nonce="${nonce}">1</script>`);
  });

  it("keeps a page the application compressed, and answers browsers that do not accept gzip from it", async () => {
    // As the application does: compression wraps the response inside its handler.
    answer = (res, nonce) => {
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      res.setHeader("Content-Security-Policy", `script-src 'nonce-${nonce}'`);
      res.setHeader("Content-Encoding", "gzip");
      res.end(gzipSync(`<script nonce="${nonce}">compressed</script>`));
    };
    const first = await get("/", { "accept-encoding": "gzip" });
    expect(first.body).toBe(`<script nonce="${first.nonce}">compressed</script>`);
    // The kept copy is decompressed after the answer has gone out; a request before that renders again.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const plain = await get("/", { "accept-encoding": "identity" });
    expect(renders).toBe(1);
    expect(plain.response.headers.get("content-encoding")).toBeNull();
    expect(plain.body).toBe(`<script nonce="${plain.nonce}">compressed</script>`);
  });

  it("renders again the moment cached data is invalidated", async () => {
    await get("/");
    invalidate(CACHE_TAGS.attorneys);
    await get("/");
    expect(renders).toBe(2);
  });

  it("keeps a page no longer than its data counts as fresh", async () => {
    await get("/");
    clock += 3_000;
    await get("/");
    expect(renders).toBe(1);
    clock += 1_500;
    await get("/");
    expect(renders).toBe(2);
  });

  it("does not serve a page that was rendered while its data changed", async () => {
    answer = async (res, nonce) => {
      invalidate(CACHE_TAGS.firm);
      await cached(CACHE_TAGS.firm, "page-cache-test", async () => "changed firm");
      defaultAnswer(res, nonce);
    };
    await get("/");
    answer = defaultAnswer;
    await get("/");
    await get("/");
    expect(renders).toBe(2);
  });

  it("serves the expired page to others while one request renders it again", async () => {
    await get("/");
    clock += 10_000;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    answer = (res, nonce) => void held.then(() => defaultAnswer(res, nonce));
    const rendering = get("/");
    await new Promise((resolve) => setTimeout(resolve, 50));
    const meanwhile = await get("/");
    expect(meanwhile.body).toContain("render 1");
    release();
    expect((await rendering).body).toContain("render 2");
    expect(renders).toBe(2);
  });

  it("never keeps errors, cookies, other content or paths, or queries", async () => {
    const variants: ((res: ServerResponse, nonce: string) => void)[] = [
      (res, nonce) => {
        res.statusCode = 500;
        defaultAnswer(res, nonce);
      },
      (res, nonce) => {
        res.setHeader("Set-Cookie", "a=b");
        defaultAnswer(res, nonce);
      },
      (res) => res.setHeader("Content-Type", "text/plain").end("text"),
      (res) => res.setHeader("Content-Type", "text/html").end("<p>no policy</p>"),
    ];
    for (const variant of variants) {
      answer = variant;
      renders = 0;
      await get("/");
      await get("/");
      expect(renders).toBe(2);
    }
    answer = defaultAnswer;
    renders = 0;
    for (const path of ["/?a=1", "/?a=1", "/admin", "/admin"]) await get(path);
    expect(renders).toBe(4);
    await get("/", { rsc: "1" });
    await get("/", { rsc: "1" });
    expect(renders).toBe(6);
  });

  it("keeps a JSON list, which has no nonce, unchanged", async () => {
    answer = (res) => {
      res.setHeader("Content-Type", "application/json").setHeader("Content-Security-Policy", "default-src 'none'").end(`{"render":${renders}}`);
    };
    const first = await get("/api/list");
    const second = await get("/api/list");
    expect(renders).toBe(1);
    expect(second.body).toBe(first.body);
    expect(second.response.headers.get("content-security-policy")).toBe("default-src 'none'");
  });

  it("holds at most maxEntries pages, dropping the oldest", async () => {
    await get("/", { "x-forwarded-host": "one.example" });
    await get("/", { "x-forwarded-host": "two.example" });
    await get("/", { "x-forwarded-host": "three.example" });
    expect(renders).toBe(3);
    await get("/", { "x-forwarded-host": "three.example" });
    expect(renders).toBe(3);
    await get("/", { "x-forwarded-host": "one.example" });
    expect(renders).toBe(4);
  });
});
