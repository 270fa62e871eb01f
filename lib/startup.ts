import { ConfigError, getConfig } from "./config";
import { connectToDatabase } from "./db/connect";
import { logger } from "./log";
import { startOutboxSender } from "./mail/sender";

/**
 * Runs once when the server process starts: a wrong setting, an unreachable database or an
 * unusable data directory stops the start with one line that names the problem.
 */
export async function startServices(): Promise<void> {
  try {
    getConfig();
    await connectToDatabase();
    startOutboxSender();
  } catch (error) {
    const message = error instanceof ConfigError ? error.message : `Cannot start: ${(error as Error).message}`;
    logger.fatal(message);
    process.exit(1);
  }
}
