/**
 * Runs the embedded database server on its own:
 *   npm run db -- --port 27017 --data-dir ./data
 * Prints the connection URI and stops cleanly on Ctrl-C or SIGTERM.
 */
import { startEmbeddedServer } from "../lib/db/embedded";

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
