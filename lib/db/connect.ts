import { existsSync } from "node:fs";
import mongoose from "mongoose";
import { getConfig } from "../config";
import type { EmbeddedServer, EmbeddedServerOptions } from "./embedded";
import { securePrivateDir } from "./private-files";

const EMBEDDED_DB_NAME = "chambers";
const SERVER_SELECTION_TIMEOUT_MS = 5000;

interface DatabaseState {
  connecting?: Promise<typeof mongoose>;
  embedded?: EmbeddedServer;
}

// Kept on globalThis so that development hot reloads reuse one connection and one embedded server.
const globalState = globalThis as typeof globalThis & { __chambersDb?: DatabaseState };
const state: DatabaseState = (globalState.__chambersDb ??= {});

export class DatabaseUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "DatabaseUnavailableError";
  }
}

export interface ConnectOptions {
  /**
   * Starts the embedded server when MONGODB_URI is unset; by default on this thread. The production
   * server passes startEmbeddedServerThread (./embedded/thread.ts) to run it on a thread of its own.
   */
  startEmbedded?: (options: EmbeddedServerOptions) => Promise<EmbeddedServer>;
}

async function open(options: ConnectOptions): Promise<typeof mongoose> {
  const config = getConfig();
  let uri = config.mongodbUri;
  if (!uri) {
    // The embedded server secures the data directory itself before opening it.
    const startEmbedded = options.startEmbedded ?? (await import("./embedded")).startEmbeddedServer;
    state.embedded = await startEmbedded({ dataDir: config.dataDir });
    uri = `${state.embedded.uri}/${EMBEDDED_DB_NAME}`;
  } else if (existsSync(config.dataDir)) {
    // With MongoDB elsewhere the data directory may still hold the generated signing key.
    securePrivateDir(config.dataDir);
  }
  try {
    await mongoose.connect(uri, { serverSelectionTimeoutMS: SERVER_SELECTION_TIMEOUT_MS });
  } catch (error) {
    throw new DatabaseUnavailableError(`Cannot reach MongoDB at ${redact(uri)}: ${(error as Error).message}`, { cause: error });
  }
  return mongoose;
}

/**
 * Connects once per process: real MongoDB when MONGODB_URI is set, otherwise the embedded server.
 * Once connected, the driver keeps watching the server and reconnects by itself; while it has
 * lost it, callers get DatabaseUnavailableError at once instead of waiting on buffered queries,
 * and the same connection serves them again as soon as the server is back. The options count only
 * on the first call, which opens the connection.
 */
export async function connectToDatabase(options: ConnectOptions = {}): Promise<typeof mongoose> {
  const connected = await connectOnce(options);
  if (mongoose.connection.readyState === mongoose.ConnectionStates.disconnected) {
    throw new DatabaseUnavailableError("The database connection is lost; reconnecting.");
  }
  return connected;
}

function connectOnce(options: ConnectOptions): Promise<typeof mongoose> {
  if (!state.connecting) {
    state.connecting = open(options).catch(async (error) => {
      state.connecting = undefined;
      await state.embedded?.stop().catch(() => undefined);
      state.embedded = undefined;
      throw error;
    });
  }
  return state.connecting;
}

export async function disconnectFromDatabase(): Promise<void> {
  const pending = state.connecting;
  state.connecting = undefined;
  if (pending) await pending.catch(() => undefined);
  await mongoose.disconnect();
  await state.embedded?.stop();
  state.embedded = undefined;
}

/** What a health check tells the public when the database fails: no host, port or driver message. */
export const DATABASE_UNREACHABLE_REASON = "The database cannot be reached.";

/** Connects if needed and asks the server to answer, so a lost connection is noticed now rather than by the next query. */
export async function pingDatabase(): Promise<void> {
  const connected = await connectToDatabase();
  await connected.connection.db!.admin().ping();
}

/** Hides the password in a connection string before it reaches a log or an error. */
export function redact(uri: string): string {
  return uri.replace(/\/\/([^:@/]+):([^@/]+)@/, "//$1:***@");
}
