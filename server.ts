/**
 * The production server. Route handlers cannot see the socket, so this is where the visitor's
 * address is decided and handed on in one trusted header, overwriting whatever a client sent
 * under that name.
 *
 * Admission (see lib/http/slow-clients.ts for the limits): a request reaches the application only
 * once everything it needs from the client has arrived. Requests without a body, and bodies that
 * fit the buffer (every form and JSON call: sign-in, chat, contact), are admitted to the
 * application's MAX_CONCURRENT_REQUESTS places only when complete, so a client that trickles its
 * body holds a socket and a little memory, never a place that others wait for. Larger bodies
 * (image uploads) must be streamed to their handler while it runs; they are admitted in a lane of
 * their own (MAX_CONCURRENT_UPLOADS places), where a slow upload delays only other uploads. Either
 * way a stalled client is answered 408 after a few seconds and gives its place back, and one
 * address can have only so many requests in flight.
 */
import "./lib/source-maps-off";
import "./lib/heap-growth";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import next from "next";
import { getConfig } from "./lib/config";
import { disconnectFromDatabase } from "./lib/db/connect";
import { startEmbeddedServerThread } from "./lib/db/embedded/thread";
import { CLIENT_ADDRESS_HEADER, resolveClientAddress, setClientAddressHeaderTrusted } from "./lib/http/client-address";
import { logProcessError, trackRequest, type TrackedRequest } from "./lib/http/request-log";
import { logger } from "./lib/log";
import { createAdmission } from "./lib/http/admission";
import { createResponseCache } from "./lib/http/response-cache";
import {
  SLOW_CLIENT_LIMITS,
  TOO_MANY_IN_FLIGHT_MESSAGE,
  createInFlightLimit,
  deliverEarlyAnswers,
  serverOptions,
  superviseRequest,
  type BodyArrival,
} from "./lib/http/slow-clients";
import { CACHE_TAGS, type CacheTag } from "./lib/cache";
import { PUBLIC_ROUTES } from "./lib/public-routes";
import { stopOutboxSender } from "./lib/mail/sender";
import { startFailureMessage, startServices } from "./lib/startup";

/** How long a stopping server waits for the requests in flight before it closes their connections. */
const SHUTDOWN_GRACE_MS = 10_000;
/** Requests the application works on at once; the rest wait in arrival order. */
const MAX_CONCURRENT_REQUESTS = 32;
/** Requests streaming a large body to the application at once, besides the above. */
const MAX_CONCURRENT_UPLOADS = 4;

const hostname = process.env.HOSTNAME || undefined;

/** The anonymous reads answered from the response cache, each with the cached data it shows. */
const CACHED_ROUTES: Record<string, readonly CacheTag[]> = {
  ...Object.fromEntries(PUBLIC_ROUTES.map((item) => [item.href, [CACHE_TAGS.attorneys, CACHE_TAGS.firm]])),
  "/api/attorneys": [CACHE_TAGS.attorneys],
  "/api/quick-replies": [CACHE_TAGS.quickReplies],
};

function listen(server: ReturnType<typeof createServer>, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "EADDRINUSE") reject(new Error(`port ${port} is already in use (set PORT to another port)`));
      else if (error.code === "EACCES") reject(new Error(`port ${port} needs more privileges than this process has`));
      else reject(error);
    });
    server.listen(port, hostname, () => resolve());
  });
}

async function main(): Promise<void> {
  // Connect before taking requests, so a database problem stops the start instead of the first visitor's page.
  // Without MONGODB_URI the embedded database runs on a thread of its own, off the requests' event loop.
  await startServices({ startEmbedded: startEmbeddedServerThread });
  const config = getConfig();
  const app = next({ dev: false, hostname, port: config.port });
  const handle = app.getRequestHandler();
  const admission = createAdmission(MAX_CONCURRENT_REQUESTS);
  const uploads = createAdmission(MAX_CONCURRENT_UPLOADS);
  const inFlight = createInFlightLimit(SLOW_CLIENT_LIMITS.maxInFlightPerAddress);
  const answers = createResponseCache({ routes: CACHED_ROUTES });
  // Every request reaching the application now carries the address decided below.
  setClientAddressHeaderTrusted(true);

  /** Gives the request's place back when its answer closes (set once it has one). */
  type Place = { release?: () => void };

  const serve = async (req: IncomingMessage, res: ServerResponse, tracked: TrackedRequest, body: Promise<BodyArrival>, place: Place) => {
    let arrival: BodyArrival;
    try {
      arrival = await body;
    } catch {
      return; // Timed out (and answered 408) or gone: nothing to work on.
    }
    const lane = arrival === "streamed" ? uploads : admission;
    await lane.admit();
    // A visitor who gave up while waiting is not worked for.
    if (res.destroyed || res.writableEnded) {
      lane.release();
      return;
    }
    place.release = lane.release;
    try {
      await ready;
      await handle(req, res);
    } catch (error) {
      tracked.log().error({ error: (error as Error)?.message ?? String(error) }, "Request failed");
      if (!res.headersSent) res.writeHead(500, { "Content-Type": "application/json" });
      res.end(JSON.stringify({ message: "Something went wrong. Please try again." }));
    }
  };

  const server = createServer(serverOptions(), (req, res) => {
    const tracked = trackRequest(req, res, config.trustProxy);
    const address = resolveClientAddress(req.headers["x-forwarded-for"], req.socket.remoteAddress, config.trustProxy);
    req.headers[CLIENT_ADDRESS_HEADER] = address;
    deliverEarlyAnswers(req, res);
    const entered = inFlight.enter(address);
    const place: Place = {};
    // One listener for everything this server does when an answer closes: Next.js adds six of
    // its own, and past ten Node builds a warning, with a stack, and prints it for every response.
    res.once("close", () => {
      if (entered) inFlight.leave(address);
      place.release?.();
      // While stopping, a connection closes once its answer is sent instead of waiting, kept alive, for another request.
      if (stopping) server.closeIdleConnections();
    });
    if (!entered) {
      res.writeHead(429, { "Content-Type": "application/json", "Retry-After": "1" });
      res.end(JSON.stringify({ message: TOO_MANY_IN_FLIGHT_MESSAGE }));
      return;
    }
    const { body } = superviseRequest(req, res);
    // A kept answer needs no application work, so it does not queue behind requests that do.
    if (answers.serve(req, res)) return;
    answers.record(req, res);
    void serve(req, res, tracked, body, place);
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal} received: finishing requests in flight, then stopping.`);
    const force = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
    force.unref();
    server.close(async () => {
      await stopOutboxSender().catch(() => undefined);
      await disconnectFromDatabase().catch(() => undefined);
      await app.close().catch(() => undefined);
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  // One request's stray promise or callback error must not end every other visitor's request.
  process.on("unhandledRejection", (error) => logProcessError("unhandledRejection", error));
  process.on("uncaughtException", (error) => logProcessError("uncaughtException", error));
  process.on("SIGINT", () => shutdown("SIGINT"));

  // The port is taken before Next.js loads, so a port in use is reported at once.
  const ready = listen(server, config.port).then(() => app.prepare());
  await ready;
  logger.info(`> Ready on http://${hostname ?? "localhost"}:${config.port}`);
}

main().catch(async (error: unknown) => {
  logger.fatal(startFailureMessage(error));
  await disconnectFromDatabase().catch(() => undefined);
  process.exit(1);
});
