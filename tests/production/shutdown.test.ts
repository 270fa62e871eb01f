import { existsSync } from "node:fs";
import { Agent, request } from "node:http";
import { TEXTS } from "@/lib/texts";
import { startProductionServer, until, useServerFolder, type RunningServer } from "../helpers/production-server";

/**
 * SIGTERM stops taking new requests, finishes those in flight and flushes the embedded database
 * before exit: a contact message whose body is still arriving when the signal comes is answered
 * normally, new connections are refused meanwhile, its kept-alive connection carries no further
 * request, the process exits 0 at once with the database's lock released, and the message is
 * there when a new server starts on the same data directory.
 */
const ADMIN_PASSWORD = "shutdown-admin-password";

const inFolder = useServerFolder("chambers-shutdown-");
const dataDir = () => inFolder("data");
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const start = () => startProductionServer({ DATA_DIR: dataDir(), UPLOADS_DIR: inFolder("uploads"), DEMO_CONTENT: "true", ADMIN_PASSWORD });

interface Answer {
  status: number;
  body: string;
  at: number;
}

/** One request (through `agent`, or on a connection of its own): its status, or the connection error's code. */
function send(url: string, options: { method?: string; body?: string; agent?: Agent } = {}): Promise<{ status?: number; error?: string }> {
  return new Promise((resolve) => {
    const headers = options.body === undefined ? {} : { "content-type": "application/json" };
    const req = request(url, { method: options.method ?? "GET", headers, agent: options.agent ?? false }, (res) => {
      res.resume();
      res.once("end", () => resolve({ status: res.statusCode }));
    });
    req.once("error", (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    req.end(options.body);
  });
}

/** A POST whose chunked body the caller writes piece by piece; `answer` settles with the whole response. */
function slowPost(url: string, agent: Agent) {
  const req = request(url, { method: "POST", headers: { "content-type": "application/json" }, agent });
  const answer = new Promise<Answer>((resolve, reject) => {
    req.once("error", reject);
    req.once("response", (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.once("error", reject);
      res.once("end", () => resolve({ status: res.statusCode ?? 0, body, at: Date.now() }));
    });
  });
  const write = (chunk: string) => new Promise<void>((resolve, reject) => req.write(chunk, (error) => (error ? reject(error) : resolve())));
  return { req, answer, write };
}

function exited(server: RunningServer): Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }> {
  const child = server.process;
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve({ code: child.exitCode, signal: child.signalCode, at: Date.now() });
  return new Promise((resolve) => child.once("exit", (code, signal) => resolve({ code, signal, at: Date.now() })));
}

it("SIGTERM: refuses new connections, finishes the request in flight, flushes the database and exits 0", async () => {
  const server = await start();
  // The route is loaded before the timed part, so the slow request is in the handler, not in a cold start.
  // (On a connection of its own, so that the fetch below cannot reuse a pooled one.)
  expect(await send(`${server.url}/api/contact`, { method: "POST", body: "{}" })).toEqual({ status: 400 });
  expect(existsSync(inFolder("data", "LOCK"))).toBe(true);

  const marker = `in-flight-at-shutdown-${Date.now()}`;
  const body = JSON.stringify({ name: "Shutdown Visitor", email: "visitor@example.com", message: `Sent while the server stops: ${marker}` });
  const pieces = [body.slice(0, 20), body.slice(20, 50), body.slice(50, 90), body.slice(90)];
  // Keep-alive, as browsers do: the connection would stay open after its answer unless the server closes it.
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const post = slowPost(`${server.url}/api/contact`, agent);
  let answered = false;
  void post.answer.then(
    () => (answered = true),
    () => undefined,
  );
  const exit = exited(server);

  post.req.flushHeaders();
  await post.write(pieces[0]);
  await sleep(400);

  const signalledAt = Date.now();
  server.process.kill("SIGTERM");
  await until("the server to take the signal", () => server.output().includes("SIGTERM received"), { timeoutMs: 10_000, everyMs: 20 });

  // The listener is closed as the signal is taken: a new visitor is refused at once...
  const refused = await fetch(`${server.url}/api/health`).then(
    (response) => ({ status: response.status, code: undefined }),
    (error: unknown) => ({ status: undefined, code: ((error as Error).cause as NodeJS.ErrnoException | undefined)?.code }),
  );
  expect(refused).toEqual({ status: undefined, code: "ECONNREFUSED" });
  // ...while the request in flight is still open and the process still running.
  expect(answered).toBe(false);
  expect(server.process.exitCode).toBeNull();

  for (const piece of pieces.slice(1)) {
    await sleep(400);
    await post.write(piece);
  }
  post.req.end();

  const answer = await post.answer;
  expect(answer.at - signalledAt).toBeGreaterThanOrEqual(1000);
  const thanks = JSON.parse(answer.body) as { message: string; reference: string };
  expect({ status: answer.status, body: thanks }).toEqual({
    status: 201,
    body: { message: TEXTS.contactThanks, reference: expect.stringMatching(/^KA-[A-Z0-9]{4}$/) },
  });

  // The connection of the finished request does not carry another one: the server took its last request.
  await sleep(100);
  expect(await send(`${server.url}/api/health`, { agent })).toEqual({ error: expect.stringMatching(/^(ECONNREFUSED|ECONNRESET|EPIPE)$/) });
  agent.destroy();

  const { code, signal, at } = await exit;
  expect({ code, signal }).toEqual({ code: 0, signal: null });
  // Once nothing is left in flight it stops at once: neither an idle keep-alive connection nor the 10 s grace period holds it.
  expect(at - answer.at).toBeLessThan(2000);
  // The embedded database was closed (journals flushed, files closed) and let go of its data directory.
  expect(existsSync(inFolder("data", "LOCK"))).toBe(false);
  expect(server.output()).not.toMatch(/"level":"error"/);
  const logged = server
    .output()
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
  expect(logged.filter((line) => line.method === "POST" && line.path === "/api/contact").map((line) => line.status)).toEqual([400, 201]);

  const again = await start();
  try {
    const login = await fetch(`${again.url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "admin@example.com", password: ADMIN_PASSWORD }),
    });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const inbox = await fetch(`${again.url}/api/inbox`, { headers: { authorization: `Bearer ${token}` } });
    expect(inbox.status).toBe(200);
    const { messages } = (await inbox.json()) as { messages: { name: string; email: string; message: string; status: string }[] };
    expect(messages.filter((message) => message.message.includes(marker))).toEqual([
      {
        _id: expect.any(String),
        name: "Shutdown Visitor",
        email: "visitor@example.com",
        phone: "",
        message: `Sent while the server stops: ${marker}`,
        reference: thanks.reference,
        status: "new",
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
    ]);
  } finally {
    await again.stop();
  }
  expect(again.process.exitCode).toBe(0);
});
