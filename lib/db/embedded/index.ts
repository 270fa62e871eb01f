/**
 * Public API of the embedded MongoDB-compatible server.
 *
 *   const server = await startEmbeddedServer({ dataDir: "./data" });
 *   await mongoose.connect(`${server.uri}/app`);
 *   ...
 *   await server.stop();
 *
 * By default it listens on a Unix socket inside the data directory, never on a network port: the
 * server has no authentication, so what keeps other local users out is the file system (the
 * directory is 0700, the socket 0600, see ../private-files.ts). A TCP port is opened only when
 * asked for (`npm run db`, for the MongoDB tools).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { DataDirPermissionError, PRIVATE_FILE_MODE, securePrivateDir } from "../private-files";
import { CursorRegistry } from "./cursors";
import { WireServer } from "./server";
import { acquireLock } from "./storage/lock";
import { Store } from "./store";
import { startTtlMonitor } from "./ttl";

export interface EmbeddedServer {
  /** mongodb://<url-encoded socket path> or mongodb://host:port, without a database name. */
  uri: string;
  /** Set when listening on a Unix socket. */
  socketPath?: string;
  /** Set when listening on TCP. */
  host?: string;
  port?: number;
  stop(): Promise<void>;
}

export interface EmbeddedServerOptions {
  dataDir: string;
  /** Listen on this TCP port (0: any free one) instead of the data directory's Unix socket. */
  port?: number;
  /** The address to listen on with `port`; default 127.0.0.1. */
  host?: string;
}

/** The MongoDB driver recognises a socket by a host ending in ".sock". */
export const SOCKET_NAME = "mongodb.sock";
/** sun_path holds 108 bytes on Linux, including the terminating zero byte. */
export const MAX_SOCKET_PATH_BYTES = 107;

function prepareDataDir(dir: string): void {
  try {
    securePrivateDir(dir);
    fs.accessSync(dir, fs.constants.W_OK);
  } catch (err) {
    if (err instanceof DataDirPermissionError) throw err;
    throw new Error(`Data directory ${dir} is not writable: ${(err as Error).message}`);
  }
}

/**
 * The socket goes in the data directory. A data directory whose path is too long for a socket
 * address gets a private directory (0700, made by mkdtemp) under the system's temporary folder
 * instead; only this process connects to it, so where it lives matters to nobody else.
 */
function socketLocation(dataDir: string): { socketPath: string; privateDir?: string } {
  const inDataDir = path.join(dataDir, SOCKET_NAME);
  if (Buffer.byteLength(inDataDir) <= MAX_SOCKET_PATH_BYTES) return { socketPath: inDataDir };
  const privateDir = fs.mkdtempSync(path.join(os.tmpdir(), "chambers-db-"));
  const socketPath = path.join(privateDir, SOCKET_NAME);
  if (Buffer.byteLength(socketPath) > MAX_SOCKET_PATH_BYTES) {
    fs.rmSync(privateDir, { recursive: true, force: true });
    throw new Error(
      `The database socket path would be longer than ${MAX_SOCKET_PATH_BYTES} bytes, both in the data directory (${inDataDir}) and in the temporary folder (${socketPath}); use a shorter DATA_DIR or TMPDIR`,
    );
  }
  return { socketPath, privateDir };
}

export async function startEmbeddedServer(options: EmbeddedServerOptions): Promise<EmbeddedServer> {
  const dataDir = path.resolve(options.dataDir);
  const tcp = options.port === undefined ? undefined : { port: options.port, host: options.host ?? "127.0.0.1" };
  prepareDataDir(dataDir);
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
  let socket: { socketPath: string; privateDir?: string } | undefined;
  let port = 0;
  try {
    if (tcp) {
      port = await server.listen(tcp);
    } else {
      socket = socketLocation(dataDir);
      // A socket left by a server that died: the lock is ours, so nobody else is listening on it.
      fs.rmSync(socket.socketPath, { force: true });
      await server.listen({ path: socket.socketPath });
      fs.chmodSync(socket.socketPath, PRIVATE_FILE_MODE);
    }
  } catch (err) {
    await server.close().catch(() => undefined);
    cursors.close();
    await store.close();
    if (socket?.privateDir) fs.rmSync(socket.privateDir, { recursive: true, force: true });
    release();
    if (tcp && (err as NodeJS.ErrnoException).code === "EADDRINUSE") {
      throw new Error(`Port ${tcp.port} on ${tcp.host} is already in use; cannot start the embedded database server`);
    }
    throw err;
  }
  const stopTtl = startTtlMonitor(store);
  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      stopTtl();
      await server.close();
      cursors.close();
      await store.close();
      if (socket) fs.rmSync(socket.privateDir ?? socket.socketPath, { recursive: true, force: true });
      release();
    })();
    return stopping;
  };
  if (socket) return { uri: `mongodb://${encodeURIComponent(socket.socketPath)}`, socketPath: socket.socketPath, stop };
  const { host } = tcp!;
  const uriHost = host === "0.0.0.0" || host === "::" ? "127.0.0.1" : host.includes(":") ? `[${host}]` : host;
  return { uri: `mongodb://${uriHost}:${port}`, host, port, stop };
}
