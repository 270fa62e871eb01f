import { createServer } from "node:http";
import next from "next";
import { getConfig } from "./lib/config";
import { disconnectFromDatabase } from "./lib/db/connect";
import { resolveClientAddress } from "./lib/http/client-address";
import { CLIENT_ADDRESS_HEADER } from "./lib/rate-limit";

/**
 * The production server. Route handlers cannot see the socket, so this is where the visitor's
 * address is decided and handed on in one trusted header, overwriting whatever a client sent
 * under that name.
 */
const SHUTDOWN_GRACE_MS = 10_000;

const config = getConfig();
const hostname = process.env.HOSTNAME || undefined;

async function main(): Promise<void> {
  const app = next({ dev: false, hostname, port: config.port });
  const handle = app.getRequestHandler();
  await app.prepare();

  const server = createServer((req, res) => {
    req.headers[CLIENT_ADDRESS_HEADER] = resolveClientAddress(req.headers["x-forwarded-for"], req.socket.remoteAddress, config.trustProxy);
    handle(req, res).catch((error: unknown) => {
      console.error(JSON.stringify({ level: "error", msg: "Request failed", error: (error as Error)?.message ?? String(error) }));
      if (!res.headersSent) res.writeHead(500, { "Content-Type": "application/json" });
      res.end(JSON.stringify({ message: "Something went wrong. Please try again." }));
    });
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received: finishing requests in flight, then stopping.`);
    const force = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
    force.unref();
    server.close(async () => {
      await disconnectFromDatabase().catch(() => undefined);
      await app.close().catch(() => undefined);
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));

  server.listen(config.port, hostname, () => {
    console.log(`> Ready on http://${hostname ?? "localhost"}:${config.port}`);
  });
}

main().catch((error: unknown) => {
  console.error(`Cannot start: ${(error as Error)?.message ?? String(error)}`);
  process.exit(1);
});
