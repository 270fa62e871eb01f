/**
 * One server per data directory. The lock file holds the owner's pid; a lock
 * left by a process that no longer exists is taken over.
 */
import fs from "node:fs";
import path from "node:path";
import { PRIVATE_FILE_MODE } from "../../private-files";

const LOCK_NAME = "LOCK";

export class DataDirInUseError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

function readPid(file: string): number | undefined {
  try {
    const pid = Number.parseInt(fs.readFileSync(file, "utf8").trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function inUse(dataDir: string, pid: number | undefined): DataDirInUseError {
  const owner = pid === undefined ? "another server" : pid === process.pid ? "this process" : `process ${pid}`;
  return new DataDirInUseError(`Data directory ${dataDir} is in use by ${owner} (lock file ${path.join(dataDir, LOCK_NAME)})`);
}

/** Returns a function that releases the lock. */
export function acquireLock(dataDir: string): () => void {
  const file = path.join(dataDir, LOCK_NAME);
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      const fd = fs.openSync(file, "wx", PRIVATE_FILE_MODE);
      fs.writeSync(fd, `${process.pid}\n`);
      fs.fsyncSync(fd);
      fs.closeSync(fd);
      return () => {
        if (readPid(file) === process.pid) fs.rmSync(file, { force: true });
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
    }
    const pid = readPid(file);
    if (pid !== undefined && isAlive(pid)) throw inUse(dataDir, pid);
    // Stale (or half-written) lock: move it aside under a name only we use, and
    // check it was still the stale one before discarding it.
    const aside = `${file}.stale-${process.pid}`;
    try {
      fs.renameSync(file, aside);
    } catch {
      continue; // someone else moved it first; try again
    }
    const movedPid = readPid(aside);
    if (movedPid !== pid && movedPid !== undefined && isAlive(movedPid)) {
      try {
        fs.linkSync(aside, file);
      } finally {
        fs.rmSync(aside, { force: true });
      }
      throw inUse(dataDir, movedPid);
    }
    fs.rmSync(aside, { force: true });
  }
  throw inUse(dataDir, readPid(file));
}
