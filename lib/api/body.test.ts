/** @jest-environment node */
import { z } from "zod";
import { HttpError } from "./errors";
import { MAX_JSON_BYTES, MAX_JSON_DEPTH, assertJsonDepth, assertMultipartContentType, assertNoOperators, parseBody } from "./body";

const schema = z.object({ name: z.string().min(1, "Name is required") });
const post = (body: string, headers: Record<string, string> = {}) =>
  new Request("http://localhost/api/x", { method: "POST", body, headers: { "content-type": "application/json", ...headers } });

async function failure(promise: Promise<unknown>): Promise<HttpError> {
  try {
    await promise;
  } catch (error) {
    return error as HttpError;
  }
  throw new Error("expected a failure");
}

describe("parseBody", () => {
  it("parses a valid object and drops unknown fields", async () => {
    await expect(parseBody(post('{"name":"Ada","role":"superadmin"}'), schema)).resolves.toEqual({ name: "Ada" });
  });

  it.each([
    ["malformed JSON", "{name:", 400, "Malformed JSON body"],
    ["an empty body", "", 400, "Request body is required"],
    ["an array", "[1]", 400, "Request body must be a JSON object"],
    ["a string", '"x"', 400, "Request body must be a JSON object"],
    ["a wrong type", '{"name":5}', 400, undefined],
    ["an operator", '{"name":{"$ne":null}}', 400, "Invalid field name"],
    ["a nested operator", '{"name":"a","x":[{"$gt":""}]}', 400, "Invalid field name"],
    ["a dotted key", '{"name":"a","contact.email":"x"}', 400, "Invalid field name"],
  ])("refuses %s", async (_label, body, status, message) => {
    const error = await failure(parseBody(post(body), schema));
    expect(error).toBeInstanceOf(HttpError);
    expect(error.status).toBe(status);
    if (message) expect(error.message).toBe(message);
  });

  it("reports validation failures field by field", async () => {
    const error = await failure(parseBody(post('{"name":""}'), schema));
    expect(error.errors).toEqual({ name: "Name is required" });
  });

  it("refuses a body over the limit by its declared length and by what actually arrives", async () => {
    const big = JSON.stringify({ name: "x".repeat(MAX_JSON_BYTES) });
    expect((await failure(parseBody(post(big), schema))).status).toBe(413);
    const undeclared = new Request("http://localhost/api/x", {
      method: "POST",
      body: new Blob([big]).stream(),
      headers: { "content-type": "application/json" },
      duplex: "half",
    } as RequestInit);
    expect((await failure(parseBody(undeclared, schema))).status).toBe(413);
  });
});

describe("content types", () => {
  it.each([
    ["text/plain"],
    ["application/x-www-form-urlencoded"],
    ["multipart/form-data; boundary=x"],
    ["application/jsonp"],
    [""],
    ["text/plain; a=application/json"],
  ])("refuses %j as JSON with 415, before running the rate limit or reading the body", async (type) => {
    const limit = jest.fn(async () => undefined);
    const request = new Request("http://localhost/api/x", { method: "POST", body: '{"name":"Ada"}', headers: type ? { "content-type": type } : {} });
    if (!type) request.headers.delete("content-type");
    const error = await failure(parseBody(request, schema, { limit }));
    expect(error.status).toBe(415);
    expect(limit).not.toHaveBeenCalled();
    expect(request.bodyUsed).toBe(false);
  });

  it("accepts application/json with parameters, in any case, and runs the limit before reading", async () => {
    const request = post('{"name":"Ada"}', { "content-type": "Application/JSON; charset=utf-8" });
    const limit = jest.fn(async () => expect(request.bodyUsed).toBe(false));
    await expect(parseBody(request, schema, { limit })).resolves.toEqual({ name: "Ada" });
    expect(limit).toHaveBeenCalledTimes(1);
  });

  it("accepts only multipart/form-data with a boundary for uploads", () => {
    const withType = (type: string) => new Request("http://localhost/api/x", { method: "POST", headers: { "content-type": type } });
    expect(() => assertMultipartContentType(withType("multipart/form-data; boundary=----x"))).not.toThrow();
    for (const type of ["multipart/form-data", "multipart/mixed; boundary=x", "application/json", "text/plain; boundary=x"]) {
      expect(() => assertMultipartContentType(withType(type))).toThrow(expect.objectContaining({ status: 415 }));
    }
  });
});

describe("JSON depth", () => {
  const nested = (depth: number) => `${'{"a":'.repeat(depth - 1)}{}${"}".repeat(depth - 1)}`;

  it(`accepts ${MAX_JSON_DEPTH} levels and refuses one more, or 9,000, with 400`, async () => {
    expect(() => assertJsonDepth(nested(MAX_JSON_DEPTH))).not.toThrow();
    expect(() => assertJsonDepth("[".repeat(MAX_JSON_DEPTH + 1))).toThrow(expect.objectContaining({ status: 400 }));
    const error = await failure(parseBody(post(nested(9000)), schema));
    expect(error.status).toBe(400);
    expect(error.message).toBe(`JSON may nest at most ${MAX_JSON_DEPTH} levels deep`);
  });

  it("does not count brackets inside strings, escaped quotes included", () => {
    expect(() => assertJsonDepth(JSON.stringify({ a: "[".repeat(100), b: '\\"{{{{'.repeat(50) }))).not.toThrow();
  });
});

describe("assertNoOperators", () => {
  it("lets ordinary values through", () => {
    expect(() => assertNoOperators({ a: [1, { b: "$not-a-key" }], c: null })).not.toThrow();
  });
});
