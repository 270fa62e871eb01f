/** @jest-environment node */
import { createServer, type IncomingMessage, type Server } from "node:http";
import net from "node:net";
import { SLOW_CLIENT_LIMITS, createInFlightLimit, serverOptions, superviseRequest, type BodyArrival } from "./slow-clients";

const limits = { ...SLOW_CLIENT_LIMITS, bodyIdleMs: 300, bufferedBodyDeadlineMs: 1_000, bufferedBodyBytes: 1024 };

let server: Server;
let port: number;
/** What each request's supervision concluded, and the body the handler then read. */
let seen: { arrival: BodyArrival | "failed"; body?: string }[];

function readAll(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let text = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => (text += chunk));
    req.on("end", () => resolve(text));
  });
}

beforeAll(async () => {
  server = createServer(serverOptions(limits), (req, res) => {
    superviseRequest(req, res, limits).body.then(
      async (arrival) => {
        const record: (typeof seen)[number] = { arrival };
        seen.push(record);
        record.body = await readAll(req);
        res.end("ok");
      },
      () => seen.push({ arrival: "failed" }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as net.AddressInfo).port;
});

beforeEach(() => {
  seen = [];
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** Sends `head`, then each of `parts` after `gapMs`, and resolves with everything the server sent once it closes. */
function send(head: string, parts: string[] = [], gapMs = 0): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1", async () => {
      socket.write(head);
      for (const part of parts) {
        await new Promise((done) => setTimeout(done, gapMs));
        if (socket.destroyed) break;
        socket.write(part);
      }
    });
    let reply = "";
    socket.on("data", (chunk) => {
      reply += chunk.toString();
      if (reply.endsWith("ok")) socket.end();
    });
    socket.on("error", () => undefined);
    socket.on("close", () => resolve(reply));
  });
}

const post = (length: number) => `POST / HTTP/1.1\r\nHost: x\r\nContent-Length: ${length}\r\n\r\n`;

describe("superviseRequest", () => {
  it("admits a small body only once all of it has arrived, and leaves it unread for the application", async () => {
    const reply = await send(post(10), ["hello", "world"], 150);
    expect(reply).toMatch(/^HTTP\/1\.1 200 /);
    expect(seen).toEqual([{ arrival: "received", body: "helloworld" }]);
  });

  it("hands a body larger than the buffer on to be streamed, intact", async () => {
    const big = "x".repeat(5000);
    await send(post(big.length), [big.slice(0, 2000), big.slice(2000)], 50);
    expect(seen).toEqual([{ arrival: "streamed", body: big }]);
  });

  it("answers 408 to a body that stalls, before the application sees it", async () => {
    const started = Date.now();
    const reply = await send(post(10), ["hel"]);
    expect(reply).toMatch(/^HTTP\/1\.1 408 /);
    expect(Date.now() - started).toBeGreaterThanOrEqual(limits.bodyIdleMs);
    expect(seen).toEqual([{ arrival: "failed" }]);
  });

  it("answers 408 to a small body that keeps trickling past the deadline", async () => {
    const reply = await send(
      post(100),
      Array.from({ length: 20 }, () => "a"),
      100,
    );
    expect(reply).toMatch(/^HTTP\/1\.1 408 /);
    expect(seen).toEqual([{ arrival: "failed" }]);
  });
});

describe("createInFlightLimit", () => {
  it("caps each address on its own and frees a place when a request ends", () => {
    const inFlight = createInFlightLimit(2);
    expect([inFlight.enter("a"), inFlight.enter("a"), inFlight.enter("a")]).toEqual([true, true, false]);
    expect(inFlight.enter("b")).toBe(true);
    inFlight.leave("a");
    expect(inFlight.enter("a")).toBe(true);
    expect(inFlight.enter("a")).toBe(false);
  });
});
