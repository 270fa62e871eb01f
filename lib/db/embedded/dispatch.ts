/**
 * Routes a command document to its handler and turns every failure into a
 * MongoDB error reply: unknown commands, transactions (which a standalone
 * server refuses) and unsupported operators all answer with proper codes.
 */
import { adminCommands } from "./commands/admin";
import { aggregateCommands } from "./commands/aggregate";
import type { CommandContext, Handler } from "./commands/context";
import { crudCommands } from "./commands/crud";
import { ddlCommands } from "./commands/ddl";
import { CommandError, fromEngineError } from "./errors";
import type { Doc } from "./types";

const HANDLERS: Record<string, Handler> = { ...adminCommands, ...crudCommands, ...aggregateCommands, ...ddlCommands };

const TRANSACTION_COMMANDS = new Set(["commitTransaction", "abortTransaction"]);

function refuseTransactions(name: string, cmd: Doc): void {
  if (TRANSACTION_COMMANDS.has(name) || cmd.txnNumber !== undefined || cmd.autocommit !== undefined || cmd.startTransaction !== undefined) {
    throw new CommandError("IllegalOperation", "Transaction numbers are only allowed on a replica set member or mongos");
  }
}

export async function runCommand(cmd: Doc, ctx: CommandContext): Promise<Doc> {
  const name = Object.keys(cmd)[0];
  try {
    if (name === undefined) throw new CommandError("FailedToParse", "empty command");
    refuseTransactions(name, cmd);
    const handler = Object.prototype.hasOwnProperty.call(HANDLERS, name) ? HANDLERS[name] : undefined;
    if (!handler) throw new CommandError("CommandNotFound", `no such command: '${name}'`);
    const reply = await handler(cmd, ctx);
    return { ...reply, ok: 1 };
  } catch (err) {
    if (!(err instanceof CommandError) && !(err instanceof Error && err.constructor.name === "MingoError")) {
      // Not a recognised refusal: still answer, but keep the cause visible in the message.
      const message = err instanceof Error ? err.message : String(err);
      return new CommandError("InternalError", message).toReply();
    }
    return fromEngineError(err).toReply();
  }
}
