import { promises as fs } from "node:fs";
import path from "node:path";
import { getConfig } from "../config";
import type { BlobStore } from "./blob-store";

function filePath(filename: string): string {
  return path.join(getConfig().uploadsDir, filename);
}

/** Files under UPLOADS_DIR, written to a temporary name and renamed into place. */
export const diskBlobStore: BlobStore = {
  async write(filename, data) {
    const target = filePath(filename);
    await fs.mkdir(path.dirname(target), { recursive: true });
    const temp = `${target}.${process.pid}.tmp`;
    await fs.writeFile(temp, data);
    await fs.rename(temp, target);
  },
  async read(filename) {
    try {
      return await fs.readFile(filePath(filename));
    } catch {
      return null;
    }
  },
  async remove(filename) {
    await fs.rm(filePath(filename), { force: true });
  },
};
