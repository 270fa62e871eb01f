/** @jest-environment node */
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { MongoClient } from "mongodb";
import { type EmbeddedServer, MAX_SOCKET_PATH_BYTES, SOCKET_NAME, startEmbeddedServer } from "./index";

/**
 * The embedded server has no authentication: the only thing between it and another account on
 * the machine is the file system. These tests look at it from that other account's side.
 */
const dirs: string[] = [];
const servers: EmbeddedServer[] = [];

function tempRoot(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  dirs.push(dir);
  return dir;
}

async function start(dataDir: string): Promise<EmbeddedServer> {
  const server = await startEmbeddedServer({ dataDir });
  servers.push(server);
  return server;
}

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.stop()));
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const modeOf = (file: string) => fs.lstatSync(file).mode & 0o777;

/** Every entry under `dir` with its permission bits, the directory itself first. */
function modes(dir: string): Map<string, number> {
  const out = new Map<string, number>([[".", modeOf(dir)]]);
  for (const entry of fs.readdirSync(dir, { recursive: true }) as string[]) out.set(entry, modeOf(path.join(dir, entry)));
  return out;
}

function expectPrivate(dir: string): void {
  for (const [entry, mode] of modes(dir)) {
    const isDir = fs.lstatSync(path.join(dir, entry)).isDirectory();
    expect([entry, mode.toString(8)]).toEqual([entry, (isDir ? 0o700 : 0o600).toString(8)]);
  }
}

async function writeSome(server: EmbeddedServer): Promise<void> {
  const client = await MongoClient.connect(server.uri, { serverSelectionTimeoutMS: 2000 });
  try {
    await client.db("chambers").collection("messages").insertOne({ name: "A visitor", message: "My landlord kept my deposit" });
    await client.db("chambers").collection("users").insertOne({ email: "staff@example.com", passwordHash: "$2b$12$..." });
  } finally {
    await client.close();
  }
}

/** The inodes of the TCP sockets this process listens on, from the kernel's own table. */
function listeningTcpInodes(): Set<string> {
  const inodes = new Set<string>();
  for (const table of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    if (!fs.existsSync(table)) continue;
    for (const line of fs.readFileSync(table, "utf8").split("\n").slice(1)) {
      const fields = line.trim().split(/\s+/);
      if (fields[3] === "0A") inodes.add(fields[9]);
    }
  }
  const mine = new Set<string>();
  for (const fd of fs.readdirSync("/proc/self/fd")) {
    const target = (() => {
      try {
        return fs.readlinkSync(`/proc/self/fd/${fd}`);
      } catch {
        return "";
      }
    })();
    const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
    if (inode && inodes.has(inode)) mine.add(inode);
  }
  return mine;
}

describe("the embedded database's socket", () => {
  it("listens on a Unix socket in the data directory and opens no TCP port", async () => {
    const before = listeningTcpInodes();
    const dataDir = path.join(tempRoot("edb-access-"), "data");
    const server = await start(dataDir);
    expect(server.socketPath).toBe(path.join(dataDir, SOCKET_NAME));
    expect(server.uri).toBe(`mongodb://${encodeURIComponent(server.socketPath!)}`);
    expect(server.port).toBeUndefined();
    expect(fs.lstatSync(server.socketPath!).isSocket()).toBe(true);
    expect([...listeningTcpInodes()].filter((inode) => !before.has(inode))).toEqual([]);
    await writeSome(server);
  });

  const asNobody = process.getuid?.() === 0 && fs.existsSync("/usr/bin/setpriv") ? it : it.skip;

  asNobody("refuses another account on the machine, which gets in once the permissions are opened", async () => {
    const dataDir = path.join(tempRoot("edb-access-"), "data");
    const server = await start(dataDir);
    await writeSome(server);
    // Another local account, with no credentials, tries what the MongoDB driver would do first: connect.
    const attempt = () =>
      spawnSync(
        "/usr/bin/setpriv",
        [
          "--reuid=nobody",
          "--regid=nogroup",
          "--clear-groups",
          process.execPath,
          "-e",
          `require("net").connect(process.argv[1]).on("connect", () => { console.log("connected"); process.exit(0); }).on("error", (e) => { console.log(e.code); process.exit(0); });`,
          server.socketPath!,
        ],
        { encoding: "utf8", timeout: 10_000 },
      ).stdout.trim();
    // The temporary folder above the data directory is private to this test run: open it, so that
    // only the data directory's own permissions stand in the way.
    fs.chmodSync(path.dirname(dataDir), 0o755);
    expect(attempt()).toBe("EACCES");
    // The same attempt succeeds once the directory and the socket are opened: the refusal above
    // came from those permissions and nothing else.
    fs.chmodSync(dataDir, 0o755);
    expect(attempt()).toBe("EACCES");
    fs.chmodSync(server.socketPath!, 0o666);
    expect(attempt()).toBe("connected");
  });

  it("falls back to a private temporary directory when the data directory's path is too long for a socket", async () => {
    let dataDir = tempRoot("edb-long-");
    while (Buffer.byteLength(path.join(dataDir, SOCKET_NAME)) <= MAX_SOCKET_PATH_BYTES) dataDir = path.join(dataDir, "a-rather-long-folder-name");
    const server = await start(dataDir);
    expect(Buffer.byteLength(server.socketPath!)).toBeLessThanOrEqual(MAX_SOCKET_PATH_BYTES);
    const privateDir = path.dirname(server.socketPath!);
    expect(privateDir.startsWith(os.tmpdir())).toBe(true);
    expect(modeOf(privateDir)).toBe(0o700);
    await writeSome(server);
    await server.stop();
    expect(fs.existsSync(privateDir)).toBe(false);
  });
});

describe("the data directory's permissions", () => {
  it("creates the data directory 0700 and every file in it 0600, whatever the umask", async () => {
    const dataDir = path.join(tempRoot("edb-modes-"), "data");
    const umask = process.umask(0o022);
    try {
      const server = await start(dataDir);
      await writeSome(server);
      expectPrivate(dataDir);
      const entries = [...modes(dataDir).keys()];
      expect(entries).toEqual(expect.arrayContaining(["LOCK", SOCKET_NAME, "chambers", path.join("chambers", "messages", "journal.log")]));
    } finally {
      process.umask(umask);
    }
  });

  it("tightens an existing installation made with 755 directories and 644 files when it starts", async () => {
    const dataDir = path.join(tempRoot("edb-modes-"), "data");
    const first = await start(dataDir);
    await writeSome(first);
    await first.stop();
    fs.writeFileSync(path.join(dataDir, "jwt-secret"), "an-old-generated-key");
    // What the earlier versions left: everything readable by every account.
    execFileSync("chmod", ["-R", "u=rwX,go=rX", dataDir]);
    expect(modeOf(dataDir)).toBe(0o755);
    expect(modeOf(path.join(dataDir, "chambers", "messages", "journal.log"))).toBe(0o644);
    const again = await start(dataDir);
    expectPrivate(dataDir);
    expect(modeOf(path.join(dataDir, "jwt-secret"))).toBe(0o600);
    await writeSome(again);
  });
});
