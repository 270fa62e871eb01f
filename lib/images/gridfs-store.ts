import { GridFSBucket } from "mongodb";
import mongoose from "mongoose";
import { connectToDatabase, DatabaseUnavailableError } from "../db/connect";
import type { BlobStore } from "./blob-store";

/** GridFS keeps its files in `images.files` and `images.chunks`, so backups carry them as collections. */
export const GRIDFS_BUCKET = "images";

/**
 * Writers have connected already (upload routes, and the first-start seed, which runs while
 * connecting and so cannot wait for the connection); readers, such as the image route, connect here.
 */
async function bucket(connect = true): Promise<GridFSBucket> {
  if (connect) await connectToDatabase();
  const db = mongoose.connection.db;
  if (!db) throw new DatabaseUnavailableError("The database is not connected");
  return new GridFSBucket(db, { bucketName: GRIDFS_BUCKET });
}

/** Images in MongoDB GridFS, where every app instance on the database can read them. */
export const gridFsBlobStore: BlobStore = {
  async write(filename, data, contentType) {
    const images = await bucket(false);
    // GridFS writes the file record after the last chunk, so a reader never finds half a file.
    await new Promise<void>((resolve, reject) => {
      const upload = images.openUploadStream(filename, { metadata: { contentType } });
      upload.once("finish", () => resolve());
      upload.once("error", reject);
      upload.end(data);
    });
  },
  async read(filename) {
    const images = await bucket();
    const file = await images.find({ filename }, { limit: 1 }).next();
    if (!file) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of images.openDownloadStream(file._id)) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  },
  async remove(filename) {
    const images = await bucket();
    for (const file of await images.find({ filename }).toArray()) await images.delete(file._id);
  },
};
