/** Small synchronous file-system helpers for durable metadata changes. */
import fs from "node:fs";
import path from "node:path";
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from "../../private-files";

/** Makes a directory entry change (create, rename, unlink) durable. */
export function fsyncDir(dir: string): void {
  const fd = fs.openSync(dir, "r");
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/** Writes a file so that after a crash either the old or the new content exists, never a mix. */
export function writeFileAtomic(file: string, chunks: Buffer[]): number {
  const tmp = `${file}.tmp`;
  const fd = fs.openSync(tmp, "w", PRIVATE_FILE_MODE);
  let size = 0;
  try {
    for (const chunk of chunks) {
      fs.writeSync(fd, chunk);
      size += chunk.length;
    }
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  fs.renameSync(tmp, file);
  fsyncDir(path.dirname(file));
  return size;
}

/** Creates a directory (and its parents) and makes the new entries durable. */
export function mkdirDurable(dir: string): void {
  if (fs.existsSync(dir)) return;
  mkdirDurable(path.dirname(dir));
  fs.mkdirSync(dir, { mode: PRIVATE_DIR_MODE });
  fsyncDir(path.dirname(dir));
}

/**
 * Names of databases and collections become directory names: keep letters,
 * digits, '_', '-' and non-leading dots readable, escape everything else.
 */
export function encodeName(name: string): string {
  let out = "";
  for (const [i, ch] of [...name].entries()) {
    if (/[A-Za-z0-9_-]/.test(ch) || (ch === "." && i > 0)) out += ch;
    else for (const byte of Buffer.from(ch, "utf8")) out += "%" + byte.toString(16).toUpperCase().padStart(2, "0");
  }
  return out;
}

export function decodeName(encoded: string): string {
  return decodeURIComponent(encoded);
}
