import { MongoClient } from "mongodb";
import { startEmbeddedServer, type EmbeddedServer } from "@/lib/db/embedded";
import { freePort, signInAsFirstAdmin, startProductionServer, until, useServerFolder, type RunningServer } from "../helpers/production-server";

const JWT_SECRET = "fault-tests-shared-secret-of-enough-length";
const ADMIN_PASSWORD = "fault-admin-password";

const inFolder = useServerFolder("chambers-faults-");

describe("the database stops mid-run and comes back", () => {
  let db: EmbeddedServer;
  let dbPort: number;
  let app: RunningServer;
  const dataDir = () => inFolder("outage-db");

  beforeAll(async () => {
    dbPort = await freePort();
    db = await startEmbeddedServer({ dataDir: dataDir(), port: dbPort });
    app = await startProductionServer({
      MONGODB_URI: `mongodb://127.0.0.1:${dbPort}/chambers`,
      JWT_SECRET,
      DEMO_CONTENT: "true",
      ADMIN_PASSWORD,
      UPLOADS_DIR: inFolder("outage-uploads"),
      DATA_DIR: inFolder("outage-app"),
    });
  });
  afterAll(async () => {
    await app?.stop();
    await db?.stop();
  });

  it("serves pages from the cache, answers the API with 503 JSON, and recovers by itself", async () => {
    const token = await signInAsFirstAdmin(app, ADMIN_PASSWORD);
    const admin = () => fetch(`${app.url}/api/attorneys/admin`, { headers: { authorization: `Bearer ${token}` } });
    expect((await admin()).status).toBe(200);
    const pages = ["/", "/attorney"];
    const before = new Map<string, string>();
    for (const page of pages) {
      const response = await fetch(`${app.url}${page}`);
      if (response.status === 200) before.set(page, await response.text());
    }
    expect(before.has("/")).toBe(true);

    await db.stop();
    const down = await until("the API to answer 503", async () => {
      const response = await admin();
      return response.status === 503 ? response : undefined;
    });
    expect(down.headers.get("content-type")).toMatch(/^application\/json/);
    const body = (await down.json()) as { message: string };
    expect(Object.keys(body)).toEqual(["message"]);
    expect(body.message).toMatch(/temporarily unavailable/);
    expect(JSON.stringify(body)).not.toMatch(/Mongo|\bat \S+:\d+/);
    const chat = await fetch(`${app.url}/api/chat`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ message: "hello" }),
    });
    expect(chat.status).toBe(503);

    // Past the cache's freshness window, so these come from its last good value.
    await new Promise((resolve) => setTimeout(resolve, 5000));
    for (const [page, html] of before) {
      const response = await fetch(`${app.url}${page}`);
      expect({ page, status: response.status }).toEqual({ page, status: 200 });
      const text = await response.text();
      for (const name of ["Fatmata Kamara", "Kamara & Associates Chambers"]) {
        if (html.includes(name)) expect(text).toContain(name);
      }
    }
    expect(app.process.exitCode).toBeNull();

    db = await startEmbeddedServer({ dataDir: dataDir(), port: dbPort });
    await until("the API to recover", async () => (await admin()).status === 200, { timeoutMs: 45_000 });
    const chatBack = await fetch(`${app.url}/api/chat`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ message: "hello" }),
    });
    expect(chatBack.status).toBe(200);
    expect(app.process.exitCode).toBeNull();
    expect(app.output()).not.toMatch(/uncaughtException/);
  }, 120_000);
});

describe("kill -9 during a burst of writes", () => {
  it("keeps every acknowledged write after a restart", async () => {
    const env = {
      DATA_DIR: inFolder("crash-data"),
      UPLOADS_DIR: inFolder("crash-uploads"),
      DEMO_CONTENT: "false",
      ADMIN_PASSWORD,
      TRUST_PROXY: "true",
    };
    const app = await startProductionServer(env);
    const acknowledged: string[] = [];
    let sent = 0;
    let stop = false;
    const writer = async (lane: number) => {
      while (!stop) {
        sent += 1;
        const name = `Writer ${lane}-${sent}`;
        try {
          const response = await fetch(`${app.url}/api/contact`, {
            method: "POST",
            headers: { "content-type": "application/json", "x-forwarded-for": `10.30.${lane}.${sent % 250}` },
            body: JSON.stringify({ name, email: "writer@example.com", message: `Please call me back about matter ${sent}, thank you.` }),
          });
          if (response.status === 201) acknowledged.push(name);
          else if (!stop) throw new Error(`unexpected ${response.status}`);
        } catch (error) {
          if (!stop) throw error;
        }
      }
    };
    const lanes = Array.from({ length: 8 }, (_, lane) => writer(lane));
    await until("a hundred acknowledged writes", () => acknowledged.length >= 100);
    stop = true;
    await app.kill();
    await Promise.allSettled(lanes);
    const confirmed = [...acknowledged];
    expect(confirmed.length).toBeGreaterThanOrEqual(100);

    // The app's data directory, opened by a database server of its own after the crash.
    const db = await startEmbeddedServer({ dataDir: env.DATA_DIR });
    const client = await MongoClient.connect(`${db.uri}/chambers`);
    try {
      const stored = new Set(
        (
          await client
            .db("chambers")
            .collection("contactmessages")
            .find({}, { projection: { name: 1 } })
            .toArray()
        ).map((doc) => doc.name as string),
      );
      expect(confirmed.filter((name) => !stored.has(name))).toEqual([]);
    } finally {
      await client.close();
      await db.stop();
    }
    const again = await startProductionServer(env);
    expect((await fetch(`${again.url}/api/health`)).status).toBe(200);
    await again.stop();
  }, 120_000);
});
