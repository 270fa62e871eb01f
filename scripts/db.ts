/**
 * Runs the embedded database server on its own, for the MongoDB tools (mongosh, Compass, ...):
 *   npm run db -- --port 27017 --data-dir ./data
 * Prints the connection URI and stops cleanly on Ctrl-C or SIGTERM. It listens on TCP, on the
 * loopback address unless told otherwise: the server has no authentication, so whoever can
 * reach the port can read and change everything.
 */
import { isIP } from "node:net";
import { startEmbeddedServer } from "../lib/db/embedded";

function isLoopback(host: string): boolean {
  if (host === "localhost" || host === "::1") return true;
  return isIP(host) === 4 && host.startsWith("127.");
}

function parseArgs(argv: string[]): { port: number; dataDir: string; host: string } {
  const args = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split("=", 2);
    if (!flag.startsWith("--")) throw new Error(`unexpected argument ${argv[i]}`);
    args.set(flag.slice(2), inline ?? argv[++i] ?? "");
  }
  for (const key of args.keys()) {
    if (!["port", "data-dir", "host"].includes(key)) throw new Error(`unknown option --${key} (expected --port, --data-dir, --host)`);
  }
  const port = Number(args.get("port") ?? 27017);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`invalid port ${args.get("port")}`);
  return { port, dataDir: args.get("data-dir") || process.env.DATA_DIR || "./data", host: args.get("host") || "127.0.0.1" };
}

async function main(): Promise<void> {
  const { port, dataDir, host } = parseArgs(process.argv.slice(2));
  if (!isLoopback(host)) {
    console.error(
      [
        "!".repeat(78),
        `WARNING: listening on ${host}, not on the loopback address.`,
        "This database has no password: anyone who can reach this port can read every message",
        "and consultation request, the staff accounts and their password hashes, and change them.",
        "Use it only on a network you trust, and stop it as soon as you are done.",
        "!".repeat(78),
      ].join("\n"),
    );
  }
  const server = await startEmbeddedServer({ dataDir, port, host });
  console.log(server.uri);
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    server.stop().then(
      () => {
        console.error(`embedded database stopped (${signal})`);
        process.exit(0);
      },
      (err: unknown) => {
        console.error(err);
        process.exit(1);
      },
    );
  };
  process.on("SIGINT", () => stop("SIGINT"));
  process.on("SIGTERM", () => stop("SIGTERM"));
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
