/** @jest-environment node */
import { z } from "zod";
import { HttpError } from "./errors";
import { MAX_JSON_BYTES, assertNoOperators, parseBody } from "./body";

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
      duplex: "half",
    } as RequestInit);
    expect((await failure(parseBody(undeclared, schema))).status).toBe(413);
  });
});

describe("assertNoOperators", () => {
  it("lets ordinary values through", () => {
    expect(() => assertNoOperators({ a: [1, { b: "$not-a-key" }], c: null })).not.toThrow();
  });
});
