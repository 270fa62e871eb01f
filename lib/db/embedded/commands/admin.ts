/** Handshake and server-level commands. */
import type { Handler } from "./context";

export const SERVER_VERSION = "7.0.0";
/** MongoDB 7.0; the driver needs at least 9 (4.4) and reads features from this. */
const MAX_WIRE_VERSION = 21;

const hello: Handler = (_cmd, ctx) => ({
  helloOk: true,
  isWritablePrimary: true,
  ismaster: true,
  maxBsonObjectSize: 16 * 1024 * 1024,
  maxMessageSizeBytes: 48_000_000,
  maxWriteBatchSize: 100_000,
  localTime: new Date(),
  // Makes the driver use sessions (lsid, endSessions) as with a real server.
  logicalSessionTimeoutMinutes: 30,
  connectionId: ctx.connectionId,
  minWireVersion: 0,
  maxWireVersion: MAX_WIRE_VERSION,
  readOnly: false,
  // topologyVersion is left out on purpose: it switches the driver to streaming heartbeats.
});

const buildInfo: Handler = () => ({
  version: SERVER_VERSION,
  gitVersion: "embedded",
  versionArray: [7, 0, 0, 0],
  bits: 64,
  debug: false,
  maxBsonObjectSize: 16 * 1024 * 1024,
  storageEngines: ["embedded"],
  javascriptEngine: "none",
  modules: [],
});

const listDatabases: Handler = (cmd, ctx) => {
  const databases = ctx.store.databaseNames().map((name) => ({ name, sizeOnDisk: 0, empty: false }));
  return cmd.nameOnly ? { databases: databases.map(({ name }) => ({ name })) } : { databases, totalSize: 0, totalSizeMb: 0 };
};

export const adminCommands: Record<string, Handler> = {
  hello,
  isMaster: hello,
  ismaster: hello,
  ping: () => ({}),
  buildInfo,
  buildinfo: buildInfo,
  endSessions: () => ({}),
  listDatabases,
};
