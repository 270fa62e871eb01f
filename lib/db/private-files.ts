import fs from "node:fs";
import path from "node:path";

/**
 * DATA_DIR holds the whole site: people's legal matters in the inbox, password hashes, the
 * token signing key. Only the account the site runs as may read it: the directory and every
 * directory in it 0700, every file 0600. New files are created with these modes; an existing
 * installation (made with the default umask, 755 and 644) is tightened on start.
 */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

export class DataDirPermissionError extends Error {}

function tighten(entry: string, mode: number): void {
  try {
    fs.chmodSync(entry, mode);
  } catch (error) {
    throw new DataDirPermissionError(
      `Cannot restrict ${entry} to its owner (${(error as Error).message}); give the account the site runs as ownership of the data directory`,
    );
  }
}

/** Only the permission bits that matter here: anything for group or others. */
const openToOthers = (stat: fs.Stats) => (stat.mode & 0o077) !== 0;

/**
 * Creates `dir` (0700) if needed and takes away every permission for group and others from it
 * and from everything inside. Symbolic links are neither followed nor changed (their own mode
 * means nothing on Linux).
 */
export function securePrivateDir(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const pending = [dir];
  while (pending.length > 0) {
    const current = pending.pop()!;
    const stat = fs.lstatSync(current);
    if (stat.isDirectory()) {
      if (openToOthers(stat) || (stat.mode & 0o700) !== 0o700) tighten(current, PRIVATE_DIR_MODE);
      for (const name of fs.readdirSync(current)) pending.push(path.join(current, name));
    } else if (!stat.isSymbolicLink() && openToOthers(stat)) {
      tighten(current, PRIVATE_FILE_MODE);
    }
  }
}
