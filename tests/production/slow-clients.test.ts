import net from "node:net";
import { SLOW_CLIENT_LIMITS, TIMEOUT_MESSAGE, TOO_MANY_IN_FLIGHT_MESSAGE } from "@/lib/http/slow-clients";
import { signInAsFirstAdmin, startProductionServer, useServerFolder, type RunningServer } from "../helpers/production-server";

/**
 * Clients that send slowly, stop sending, or keep sending after they were answered, as an
 * attacker (or a bad mobile link) would, against the built server. The server trusts
 * X-Forwarded-For here, so each attacking connection can come from an address of its own.
 */
const ADMIN_PASSWORD = "slow-clients-admin-password";
const inFolder = useServerFolder("chambers-slow-");
let server: RunningServer;
const sockets = new Set<net.Socket>();

beforeAll(async () => {
  server = await startProductionServer({
    DATA_DIR: inFolder("data"),
    UPLOADS_DIR: inFolder("uploads"),
    ADMIN_PASSWORD,
    TRUST_PROXY: "true",
  });
});

afterEach(() => {
  for (const socket of sockets) socket.destroy();
  sockets.clear();
});

const figures: string[] = [];
afterAll(() => {
  // The measured times, for the record of what a slow client costs everyone else.
  console.log(figures.join("\n"));
});

interface RawExchange {
  socket: net.Socket;
  /** Everything the server sent, once it closed the connection (or the test gave up). */
  reply: Promise<string>;
}

/** A raw connection that sends `head` and then whatever the test writes, collecting the reply. */
function rawRequest(head: string): Promise<RawExchange> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(server.port, "127.0.0.1", () => {
      socket.write(head);
      resolve({ socket, reply });
    });
    sockets.add(socket);
    let received = "";
    socket.on("data", (chunk) => (received += chunk.toString("latin1")));
    socket.on("error", () => undefined);
    const reply = new Promise<string>((done) => socket.on("close", () => done(received)));
    socket.once("error", reject);
  });
}

const contactHead = (from: string, length: number) =>
  `POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\nX-Forwarded-For: ${from}\r\n\r\n`;

/** Sends one byte of the body every `everyMs` until the socket closes. */
function trickle(socket: net.Socket, everyMs: number): void {
  const timer = setInterval(() => {
    if (socket.destroyed) clearInterval(timer);
    else socket.write(" ");
  }, everyMs);
  socket.once("close", () => clearInterval(timer));
}

async function timed<T>(what: string, run: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await run();
  const ms = Math.round(performance.now() - started);
  figures.push(`${what}: ${ms} ms`);
  return { value, ms };
}

const signIn = () => signInAsFirstAdmin(server, ADMIN_PASSWORD);

const healthCheck = () => fetch(`${server.url}/api/health`);
const wrongSignIn = () =>
  fetch(`${server.url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "admin@example.com", password: "not the password" }),
  });
const chatHello = () =>
  fetch(`${server.url}/api/chat`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ message: "hello" }) });
const homePage = () => fetch(`${server.url}/`);

it("40 connections trickling a contact form do not delay health, sign-in or the chat", async () => {
  // Each route once beforehand, so what is measured is the attack and not a first load of its code;
  // then once more, timed, as the baseline on this machine (a sign-in spends most of its time in bcrypt).
  const requests = { health: healthCheck, "sign-in (wrong password)": wrongSignIn, chat: chatHello, "home page": homePage };
  for (const send of Object.values(requests)) await (await send()).arrayBuffer();
  const quiet: Record<string, number> = {};
  for (const [name, send] of Object.entries(requests)) quiet[name] = (await timed(`${name} with no attack`, send)).ms;
  const attackers = await Promise.all(Array.from({ length: 40 }, (_, i) => rawRequest(contactHead(`10.66.0.${i + 1}`, 4000))));
  for (const { socket } of attackers) trickle(socket, 1000);
  // Let every trickling request reach the server and start holding whatever it can hold.
  await new Promise((resolve) => setTimeout(resolve, 1500));

  const health = await timed("health during 40 trickling bodies", healthCheck);
  expect(health.value.status).toBe(200);
  const signInAttempt = await timed("sign-in (wrong password) during 40 trickling bodies", wrongSignIn);
  expect(signInAttempt.value.status).toBe(401);
  const chat = await timed("chat during 40 trickling bodies", chatHello);
  expect(chat.value.status).toBe(200);
  const page = await timed("home page during 40 trickling bodies", homePage);
  expect(page.value.status).toBe(200);
  // Within a second, beyond what the same request costs this machine without any attack.
  const during = { health, "sign-in (wrong password)": signInAttempt, chat, "home page": page };
  for (const [name, { ms }] of Object.entries(during)) {
    const limit = Math.max(1000, quiet[name] + 1000);
    expect({ name, ms, limit, inTime: ms < limit }).toMatchObject({ inTime: true });
  }
  // The attackers were still connected all along: none was answered or dropped.
  expect(attackers.every(({ socket }) => !socket.destroyed)).toBe(true);
});

it("one address holding many requests open is refused beyond its share, at once, and nobody else is", async () => {
  const cap = SLOW_CLIENT_LIMITS.maxInFlightPerAddress;
  const held = await Promise.all(Array.from({ length: cap }, () => rawRequest(contactHead("10.66.1.1", 4000))));
  for (const { socket } of held) trickle(socket, 1000);
  await new Promise((resolve) => setTimeout(resolve, 500));
  const refused = await timed("request over the per-address cap refused", () =>
    fetch(`${server.url}/api/health`, { headers: { "x-forwarded-for": "10.66.1.1" } }),
  );
  expect(refused.value.status).toBe(429);
  expect(await refused.value.json()).toEqual({ message: TOO_MANY_IN_FLIGHT_MESSAGE });
  expect(refused.ms).toBeLessThan(1000);
  const neighbour = await fetch(`${server.url}/api/health`, { headers: { "x-forwarded-for": "10.66.1.2" } });
  expect(neighbour.status).toBe(200);
  // Once the held requests are gone, the address is served again.
  for (const { socket } of held) socket.destroy();
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect((await fetch(`${server.url}/api/health`, { headers: { "x-forwarded-for": "10.66.1.1" } })).status).toBe(200);
});

it("headers that stop arriving are answered 408 within a few seconds", async () => {
  const { reply } = await rawRequest("GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n");
  const { value, ms } = await timed("stalled headers answered", () => reply);
  expect(value).toMatch(/^HTTP\/1\.1 408 /);
  expect(ms).toBeGreaterThanOrEqual(SLOW_CLIENT_LIMITS.headersTimeoutMs - 100);
  expect(ms).toBeLessThan(SLOW_CLIENT_LIMITS.headersTimeoutMs + 2500);
});

it("a body that stops arriving is answered 408, and nothing is stored", async () => {
  const body = JSON.stringify({ name: "Stalled Sender", email: "stalled@example.com", subject: "Stalled", message: "This message never finishes arriving." });
  const { socket, reply } = await rawRequest(contactHead("10.66.2.1", body.length));
  socket.write(body.slice(0, 20));
  const { value, ms } = await timed("stalled small body answered", () => reply);
  expect(value).toMatch(/^HTTP\/1\.1 408 /);
  expect(value).toContain(JSON.stringify({ message: TIMEOUT_MESSAGE }));
  expect(ms).toBeGreaterThanOrEqual(SLOW_CLIENT_LIMITS.bodyIdleMs - 100);
  expect(ms).toBeLessThan(SLOW_CLIENT_LIMITS.bodyIdleMs + 1000);
  const token = await signIn();
  const inbox = await fetch(`${server.url}/api/inbox`, { headers: { authorization: `Bearer ${token}` } });
  expect(JSON.stringify(await inbox.json())).not.toContain("Stalled Sender");
});

it("a body trickled too slowly to finish in time is answered 408", async () => {
  const { socket, reply } = await rawRequest(contactHead("10.66.2.2", 4000));
  trickle(socket, 1000);
  const { value, ms } = await timed("trickled small body answered", () => reply);
  expect(value).toMatch(/^HTTP\/1\.1 408 /);
  expect(ms).toBeLessThan(SLOW_CLIENT_LIMITS.bufferedBodyDeadlineMs + 1000);
});

it("stalled uploads are answered 408 and give their places back to the uploads waiting behind them", async () => {
  const token = await signIn();
  const uploadHead = (from: string) =>
    `POST /api/images/upload HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: 1000000\r\nX-Forwarded-For: ${from}\r\n\r\n`;
  // More stalled uploads than the upload lane has places, each sending a first part and then nothing.
  const stalled = await Promise.all(Array.from({ length: 6 }, (_, i) => rawRequest(uploadHead(`10.66.3.${i + 1}`))));
  for (const { socket } of stalled)
    socket.write(`--x\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n${"a".repeat(100_000)}`);
  await new Promise((resolve) => setTimeout(resolve, 300));
  // Reads are not held up by the stalled uploads meanwhile.
  const health = await timed("health while uploads stall", () => fetch(`${server.url}/api/health`));
  expect(health.value.status).toBe(200);
  expect(health.ms).toBeLessThan(1000);
  // A real upload (here of something that is no image) waits behind them, and is answered once they time out.
  const form = new FormData();
  form.append("image", new Blob([Buffer.alloc(70_000, 1)], { type: "image/png" }), "not-an-image.png");
  const waiting = await timed("upload queued behind stalled uploads answered", () =>
    fetch(`${server.url}/api/images/upload`, { method: "POST", headers: { authorization: `Bearer ${token}`, "x-forwarded-for": "10.66.3.99" }, body: form }),
  );
  expect(waiting.value.status).toBeGreaterThanOrEqual(400);
  expect(waiting.value.status).toBeLessThan(500);
  expect(waiting.ms).toBeLessThan(2 * SLOW_CLIENT_LIMITS.bodyIdleMs + 2000);
  const replies = await Promise.all(stalled.map(({ reply }) => reply));
  for (const reply of replies) expect(reply).toMatch(/^HTTP\/1\.1 408 /);
});

/**
 * An oversized upload with `Connection: close` from a client that reads its answer only when it
 * is done sending, as a busy client does: it sends the first `beforeAnswer` bytes of the body, is
 * answered meanwhile, sends another megabyte, and only then reads. Resolves with what it read,
 * or the error its socket reported (EPIPE, ECONNRESET) when the server had closed on it.
 */
function uploadReadingLate(token: string, beforeAnswer: number, declareLength: boolean): Promise<{ reply: string; error?: string }> {
  const boundary = "----early-answer";
  const part = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`);
  const framed = (bytes: Buffer) => (declareLength ? bytes : Buffer.concat([Buffer.from(`${bytes.length.toString(16)}\r\n`), bytes, Buffer.from("\r\n")]));
  const head =
    `POST /api/images/upload HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\nConnection: close\r\n` +
    `Content-Type: multipart/form-data; boundary=${boundary}\r\n` +
    (declareLength ? `Content-Length: ${6 * 1024 * 1024}\r\n` : "Transfer-Encoding: chunked\r\n") +
    "\r\n";
  return new Promise((resolve) => {
    let reply = "";
    let error: string | undefined;
    const socket = net.connect(server.port, "127.0.0.1", async () => {
      socket.pause();
      socket.write(head);
      socket.write(framed(part));
      for (let sent = 0; sent < beforeAnswer; sent += 64 * 1024) socket.write(framed(Buffer.alloc(64 * 1024, 7)));
      await new Promise((done) => setTimeout(done, 1000));
      socket.write(framed(Buffer.alloc(1024 * 1024, 7)));
      await new Promise((done) => setTimeout(done, 500));
      socket.on("data", (chunk) => (reply += chunk.toString("latin1")));
      socket.resume();
    });
    sockets.add(socket);
    socket.on("error", (e: NodeJS.ErrnoException) => (error ??= e.code));
    socket.on("close", () => resolve({ reply, error }));
  });
}

it.each([
  ["declares its length (answered before the body is read)", true, 64 * 1024],
  ["is chunked (answered once 5 MB have been read)", false, 5.2 * 1024 * 1024],
])("an upload over 5 MB that %s: a Connection: close client still busy sending reads its 413", async (_, declareLength, beforeAnswer) => {
  const token = await signIn();
  const { value } = await timed(`413 read by a late-reading Connection: close client (${declareLength ? "Content-Length" : "chunked"})`, () =>
    uploadReadingLate(token, beforeAnswer, declareLength),
  );
  expect(value.error).toBeUndefined();
  expect(value.reply).toMatch(/^HTTP\/1\.1 413 /);
  expect(value.reply).toContain('"message"');
});

it("Node's fetch reads the 413 for an oversized upload", async () => {
  const token = await signIn();
  const form = new FormData();
  form.append("image", new Blob([Buffer.alloc(6 * 1024 * 1024, 7)], { type: "image/png" }), "big.png");
  const { value } = await timed("413 read by fetch", () =>
    fetch(`${server.url}/api/images/upload`, { method: "POST", headers: { authorization: `Bearer ${token}` }, body: form }),
  );
  expect(value.status).toBe(413);
});
