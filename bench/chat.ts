/**
 * Latency of POST /api/chat under 20 concurrent connections, for a mixed set of visitor
 * messages, beside a floor measured in the same run.
 *
 * The route handler runs in this process behind a plain Node HTTP server, on an embedded
 * database in a temporary DATA_DIR with the demo team: what is measured is the handler's own
 * work (rate-limit counter, data caches, matching, answer) plus HTTP, without Next.js routing.
 * The floor is the same HTTP server answering a fixed JSON body, so the gap between the two is
 * the chat's cost. Every request comes from its own address, so the rate limit counts each one
 * (a database write, as in production) without refusing any.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { CLIENT_ADDRESS_HEADER, setClientAddressHeaderTrusted } from "../lib/http/client-address";

const CONNECTIONS = 20;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

const MESSAGES = [
  "hello",
  "I need help with a land dispute",
  "what are your opening hours",
  "divorse lawyer",
  "Where is your office?",
  "how much do you charge",
  "my brother has been arrested",
  "Can I get custody of my children if I divorce?",
  "Tell me about Fatmata Kamara",
  "company registration",
  "Meet Our Team",
  "my cargo is stuck at the port",
  "what is the weather like in Freetown",
  "Schedule Consultation",
  "thank you",
  `I would like to know more about ${"breach of contract and unpaid invoices ".repeat(10)}`,
];

type Handle = (request: IncomingMessage, body: Buffer) => Promise<{ status: number; body: string }>;

let inFlight = 0;

function serve(handle: Handle): Promise<Server> {
  const server = createServer((request, response) => {
    inFlight += 1;
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      handle(request, Buffer.concat(chunks))
        .then(
          ({ status, body }) => response.writeHead(status, { "content-type": "application/json" }).end(body),
          () => response.writeHead(500).end(),
        )
        .finally(() => {
          inFlight -= 1;
        });
    });
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

interface Measured {
  requests: number;
  non2xx: number;
  p50: number;
  p99: number;
}

async function measure(server: Server): Promise<Measured> {
  const { port } = server.address() as AddressInfo;
  let next = 0;
  const result = await autocannon({
    url: `http://127.0.0.1:${port}/api/chat`,
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
    requests: [
      {
        method: "POST",
        setupRequest: (request) => {
          next += 1;
          return {
            ...request,
            headers: { "content-type": "application/json", [CLIENT_ADDRESS_HEADER]: `10.${(next >> 16) & 255}.${(next >> 8) & 255}.${next & 255}` },
            body: JSON.stringify({ message: MESSAGES[next % MESSAGES.length] }),
          };
        },
      },
    ],
  });
  return { requests: result.requests.total, non2xx: result.non2xx, p50: result.latency.p50, p99: result.latency.p99 };
}

/** Requests autocannon gave up on at the end of a run still finish before the database closes. */
async function settle(): Promise<void> {
  while (inFlight > 0) await new Promise((resolve) => setTimeout(resolve, 20));
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function main() {
  const dir = mkdtempSync(path.join(tmpdir(), "chambers-bench-chat-"));
  Object.assign(process.env, {
    DATA_DIR: path.join(dir, "data"),
    UPLOADS_DIR: path.join(dir, "uploads"),
    DEMO_CONTENT: "true",
    ADMIN_PASSWORD: "bench-admin-password",
  });
  delete process.env.MONGODB_URI;
  const { disconnectFromDatabase } = await import("../lib/db/connect");
  const { openDatabase } = await import("../lib/startup");
  const { POST } = await import("../app/api/chat/route");
  const { respondToMessage } = await import("../lib/chat/engine");
  // This harness decides each request's address itself, as server.ts does.
  setClientAddressHeaderTrusted(true);
  await openDatabase();

  const floor = await serve(async () => ({ status: 200, body: JSON.stringify({ response: "ok", showOptions: false }) }));
  const chat = await serve(async (request, body) => {
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) if (typeof value === "string") headers.set(name, value);
    const response = await POST(new Request(`http://127.0.0.1${request.url}`, { method: "POST", headers, body: body.toString("utf8") }), {
      params: Promise.resolve({}),
    });
    return { status: response.status, body: await response.text() };
  });

  try {
    // A short warm-up fills the caches and the matcher, as the first visitors of the day would.
    for (const message of MESSAGES) {
      await POST(
        new Request("http://127.0.0.1/api/chat", {
          method: "POST",
          headers: { "content-type": "application/json", [CLIENT_ADDRESS_HEADER]: "warm-up" },
          body: JSON.stringify({ message }),
        }),
        { params: Promise.resolve({}) },
      );
    }
    const floorResult = await measure(floor);
    const chatResult = await measure(chat);
    await settle();
    // The engine alone, one message at a time: understanding and answering, without HTTP or the rate-limit write.
    const engine: number[] = [];
    for (let i = 0; i < 500; i += 1) {
      const started = performance.now();
      await respondToMessage({ message: MESSAGES[i % MESSAGES.length] });
      engine.push(performance.now() - started);
    }
    engine.sort((a, b) => a - b);
    const row = (label: string, m: Measured) =>
      `${label.padEnd(28)} ${String(m.p50).padStart(8)} ${String(m.p99).padStart(8)} ${String(m.requests).padStart(9)} ${String(m.non2xx).padStart(6)}`;
    console.log(`POST /api/chat, ${MESSAGES.length} mixed messages, ${CONNECTIONS} connections, ${DURATION_SECONDS} s each, in-process handler`);
    console.log(`${"".padEnd(28)} ${"p50 ms".padStart(8)} ${"p99 ms".padStart(8)} ${"requests".padStart(9)} ${"non2xx".padStart(6)}`);
    console.log(row("floor (fixed JSON, same HTTP)", floorResult));
    console.log(row("chat", chatResult));
    console.log(
      `${"engine only (sequential)".padEnd(28)} ${percentile(engine, 50).toFixed(2).padStart(8)} ${percentile(engine, 99).toFixed(2).padStart(8)} ${String(engine.length).padStart(9)}`,
    );
    if (chatResult.non2xx > 0) process.exitCode = 1;
  } finally {
    floor.close();
    chat.close();
    await disconnectFromDatabase();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
