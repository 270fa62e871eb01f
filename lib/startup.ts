import { ConfigError, getConfig } from "./config";
import { connectToDatabase, type ConnectOptions } from "./db/connect";
import { logger } from "./log";
import { startOutboxSender } from "./mail/sender";
import { bootstrapDatabase } from "./seed/seed";

/**
 * Connects and gives a brand-new database its first admin and first-start content. The server,
 * the seed script and the tests open the database this way; a reconnection later does not seed.
 */
export async function openDatabase(options: ConnectOptions = {}): Promise<void> {
  await connectToDatabase(options);
  await bootstrapDatabase();
}

/** The one line a failed start prints: the setting at fault, or what could not be reached. */
export function startFailureMessage(error: unknown): string {
  return error instanceof ConfigError ? error.message : `Cannot start: ${(error as Error)?.message ?? String(error)}`;
}

/**
 * Runs once when the server process starts: a wrong setting, an unreachable database or an
 * unusable data directory stops the start with one line that names the problem.
 */
export async function startServices(options: ConnectOptions = {}): Promise<void> {
  try {
    getConfig();
    await openDatabase(options);
    startOutboxSender();
  } catch (error) {
    logger.fatal(startFailureMessage(error));
    process.exit(1);
  }
}
