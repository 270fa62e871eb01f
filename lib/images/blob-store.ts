import { getConfig } from "../config";
import { diskBlobStore } from "./disk-store";
import { gridFsBlobStore } from "./gridfs-store";

/**
 * Where the bytes of stored images live. The image records (models/Image) are the same either
 * way; only the bytes move: files under UPLOADS_DIR for one instance, or MongoDB GridFS when
 * several instances must all read every image (IMAGE_STORE=gridfs).
 */
export interface BlobStore {
  /** Stores the bytes under a new, never reused name; a reader never sees half of them. */
  write(filename: string, data: Buffer, contentType: string): Promise<void>;
  read(filename: string): Promise<Buffer | null>;
  remove(filename: string): Promise<void>;
}

export function blobStore(): BlobStore {
  return getConfig().imageStore === "gridfs" ? gridFsBlobStore : diskBlobStore;
}
