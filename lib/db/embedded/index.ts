/**
 * Public API of the embedded MongoDB-compatible server.
 *
 *   const server = await startEmbeddedServer({ dataDir: "./data" });
 *   await mongoose.connect(`${server.uri}/app`);
 *   ...
 *   await server.stop();
 */
import fs from "node:fs";
import path from "node:path";
import { CursorRegistry } from "./cursors";
import { WireServer } from "./server";
import { acquireLock } from "./storage/lock";
import { Store } from "./store";
import { startTtlMonitor } from "./ttl";

export interface EmbeddedServer {
  uri: string;
  host: string;
  port: number;
  stop(): Promise<void>;
}

export interface EmbeddedServerOptions {
  dataDir: string;
  /** 0 or omitted: a random free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
}

function ensureWritable(dir: string): void {
  try {
    fs.mkdirSync(dir, { recursive: true });
    fs.accessSync(dir, fs.constants.W_OK);
  } catch (err) {
    throw new Error(`Data directory ${dir} is not writable: ${(err as Error).message}`);
  }
}

export async function startEmbeddedServer(options: EmbeddedServerOptions): Promise<EmbeddedServer> {
  const dataDir = path.resolve(options.dataDir);
  const host = options.host ?? "127.0.0.1";
  const requestedPort = options.port ?? 0;
  ensureWritable(dataDir);
  let release: () => void;
  try {
    release = acquireLock(dataDir);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === "EACCES" || code === "EROFS" || code === "EPERM") {
      throw new Error(`Data directory ${dataDir} is not writable: ${(err as Error).message}`);
    }
    throw err;
  }
  let store: Store;
  try {
    store = Store.open(dataDir);
  } catch (err) {
    release();
    throw new Error(`Cannot open data directory ${dataDir}: ${(err as Error).message}`);
  }
  const cursors = new CursorRegistry();
  const server = new WireServer(store, cursors);
  let port: number;
  try {
    port = await server.listen(requestedPort, host);
  } catch (err) {
    cursors.close();
    await store.close();
    release();
    if ((err as NodeJS.ErrnoException).code === "EADDRINUSE") {
      throw new Error(`Port ${requestedPort} on ${host} is already in use; cannot start the embedded database server`);
    }
    throw err;
  }
  const stopTtl = startTtlMonitor(store);
  let stopping: Promise<void> | undefined;
  const uriHost = host === "0.0.0.0" || host === "::" ? "127.0.0.1" : host.includes(":") ? `[${host}]` : host;
  return {
    uri: `mongodb://${uriHost}:${port}`,
    host,
    port,
    stop() {
      stopping ??= (async () => {
        stopTtl();
        await server.close();
        cursors.close();
        await store.close();
        release();
      })();
      return stopping;
    },
  };
}
