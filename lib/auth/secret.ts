import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { getConfig } from "../config";
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from "../db/private-files";

let cached: string | undefined;

/**
 * The token signing key: JWT_SECRET when set, otherwise one generated on the first start and
 * kept in DATA_DIR, so tokens survive restarts without any setup.
 */
export function getJwtSecret(): string {
  if (cached) return cached;
  const config = getConfig();
  if (config.jwtSecret) return (cached = config.jwtSecret);
  const file = path.join(config.dataDir, "jwt-secret");
  try {
    cached = readFileSync(file, "utf8").trim();
  } catch {
    mkdirSync(config.dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
    const secret = randomBytes(48).toString("base64url");
    try {
      writeFileSync(file, secret, { mode: PRIVATE_FILE_MODE, flag: "wx" });
      cached = secret;
    } catch {
      // Another process wrote it first; use theirs.
      cached = readFileSync(file, "utf8").trim();
    }
  }
  return cached;
}

export function resetJwtSecretForTests(): void {
  cached = undefined;
}
