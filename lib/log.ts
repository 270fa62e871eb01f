import pino, { type DestinationStream, type Logger } from "pino";

/**
 * Where a secret could sit in anything logged. Nothing logs headers or bodies today; this keeps
 * a careless `log.info({ req })` or `log.error({ body })` from ever writing one.
 */
const REDACTED_PATHS = [
  "authorization",
  "cookie",
  "password",
  "token",
  "*.authorization",
  "*.cookie",
  '*["set-cookie"]',
  "*.password",
  "*.currentPassword",
  "*.newPassword",
  "*.token",
  "*.sessionToken",
  "*.headers.authorization",
  "*.headers.cookie",
  '*.headers["set-cookie"]',
];

/**
 * One JSON line per event: `level` as a word, `time` in ISO 8601, `msg`, and no pid or host
 * (one process per instance; the platform adds the host).
 */
export function createLogger(destination: DestinationStream, level = "info"): Logger {
  return pino(
    {
      level,
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: REDACTED_PATHS, censor: "[redacted]" },
    },
    destination,
  );
}

function defaultDestination(): DestinationStream {
  // Readable lines while developing; pino-pretty is a development dependency, so it is only
  // asked for here, in its own thread.
  if (process.env.NODE_ENV === "development") return pino.transport({ target: "pino-pretty", options: { colorize: true } });
  // Written synchronously, as console.log was: a line is on disk before the process can die.
  return pino.destination({ dest: 1, sync: true });
}

/** The process's logger. Quiet under the test runner, whose many servers would bury its output. */
export const logger: Logger = createLogger(defaultDestination(), process.env.NODE_ENV === "test" ? "silent" : "info");

/** An error as one short string: its name and message, never its stack or attached data. */
export function errorText(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
