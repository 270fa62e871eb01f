/**
 * The network side (a Unix socket or TCP): accepts connections, frames messages, runs each connection's
 * commands in order and writes the replies. Commands from different
 * connections interleave only at await points, after a command's changes to
 * the store are complete, so every connection sees one consistent store.
 */
import net from "node:net";
import { CommandError } from "./errors";
import type { CommandContext } from "./commands/context";
import type { CursorRegistry } from "./cursors";
import { runCommand } from "./dispatch";
import type { Store } from "./store";
import { encodeMsg, encodeReply, MessageFramer, parseMessage, type Request } from "./wire";
import type { Doc } from "./types";

export class WireServer {
  private readonly server: net.Server;
  private readonly sockets = new Set<net.Socket>();
  private nextConnectionId = 1;

  constructor(
    private readonly store: Store,
    private readonly cursors: CursorRegistry,
  ) {
    this.server = net.createServer((socket) => this.accept(socket));
  }

  /** Listens on a TCP port (resolving to the port taken) or on a Unix socket path (resolving to 0). */
  listen(where: { port: number; host: string } | { path: string }): Promise<number> {
    return new Promise((resolve, reject) => {
      const onError = (err: Error) => reject(err);
      this.server.once("error", onError);
      this.server.listen(where, () => {
        this.server.off("error", onError);
        const address = this.server.address();
        resolve(typeof address === "object" && address ? address.port : 0);
      });
    });
  }

  private accept(socket: net.Socket): void {
    this.sockets.add(socket);
    socket.setNoDelay(true);
    const connectionId = this.nextConnectionId++;
    const framer = new MessageFramer();
    let queue = Promise.resolve();
    socket.on("data", (chunk) => {
      let messages: Buffer[];
      try {
        messages = framer.push(chunk);
      } catch {
        socket.destroy();
        return;
      }
      for (const message of messages) {
        // A failure outside command handling (which answers with errors itself) ends the connection.
        queue = queue
          .then(() => this.handle(socket, message, connectionId))
          .catch(() => {
            socket.destroy();
          });
      }
    });
    socket.on("error", () => socket.destroy());
    socket.on("close", () => this.sockets.delete(socket));
  }

  private async handle(socket: net.Socket, message: Buffer, connectionId: number): Promise<void> {
    if (socket.destroyed) return;
    let request: Request;
    try {
      request = parseMessage(message);
    } catch {
      // A malformed frame leaves the stream in an unknown state: drop the connection.
      socket.destroy();
      return;
    }
    const db = request.kind === "query" ? request.namespace.split(".")[0] : String(request.command.$db ?? "");
    const ctx: CommandContext = { db, store: this.store, cursors: this.cursors, connectionId };
    let reply: Doc;
    if (request.kind === "query" && !request.namespace.endsWith(".$cmd")) {
      reply = new CommandError("NotImplemented", "legacy OP_QUERY is only supported for commands").toReply();
    } else if (!db) {
      reply = new CommandError("InvalidNamespace", "OP_MSG without $db").toReply();
    } else {
      reply = await runCommand(request.command, ctx);
    }
    if (request.kind === "msg" && request.moreToCome) return;
    let bytes: Buffer;
    try {
      bytes = request.kind === "query" ? encodeReply(request.requestId, reply) : encodeMsg(request.requestId, reply);
    } catch (err) {
      const failure = err instanceof CommandError ? err : new CommandError("InternalError", `cannot encode reply: ${(err as Error).message}`);
      bytes = (request.kind === "query" ? encodeReply : encodeMsg)(request.requestId, failure.toReply());
    }
    if (!socket.destroyed) socket.write(bytes);
  }

  close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
