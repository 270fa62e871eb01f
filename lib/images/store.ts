import { randomBytes } from "node:crypto";
import { Types } from "mongoose";
import { blobStore } from "./blob-store";
import { Image, type ImageDoc } from "@/models/Image";
import type { ProcessedImage } from "./process";

/** Where stored images are served from; see app/uploads/[file]/route.ts. */
const IMAGE_URL_PREFIX = "/uploads/";
const FILENAME_PATTERN = /^[a-f0-9]{32}\.webp$/;

export interface StoredImage {
  id: string;
  url: string;
  width: number;
  height: number;
  size: number;
  format: string;
}

function toStoredImage(doc: Pick<ImageDoc, "url" | "width" | "height" | "size" | "format"> & { _id: Types.ObjectId }): StoredImage {
  return { id: String(doc._id), url: doc.url, width: doc.width, height: doc.height, size: doc.size, format: doc.format };
}

function isStoredFilename(name: string): boolean {
  return FILENAME_PATTERN.test(name);
}

/** Writes the bytes first (never half visible), then records them. */
export async function saveImage(image: ProcessedImage, uploadedBy?: Types.ObjectId | string | null): Promise<StoredImage> {
  const filename = `${randomBytes(16).toString("hex")}.${image.format}`;
  const store = blobStore();
  await store.write(filename, image.data, image.contentType);
  try {
    const doc = await Image.create({
      filename,
      url: `${IMAGE_URL_PREFIX}${filename}`,
      width: image.width,
      height: image.height,
      size: image.size,
      format: image.format,
      contentType: image.contentType,
      uploadedBy: uploadedBy ?? null,
    });
    return toStoredImage(doc);
  } catch (error) {
    await store.remove(filename).catch(() => undefined);
    throw error;
  }
}

export async function findImage(id: string): Promise<StoredImage | null> {
  if (!Types.ObjectId.isValid(id)) return null;
  const doc = await Image.findById(id).lean();
  return doc ? toStoredImage(doc) : null;
}

export async function deleteImage(id: string): Promise<boolean> {
  if (!Types.ObjectId.isValid(id)) return false;
  const doc = await Image.findByIdAndDelete(id).lean();
  if (!doc) return false;
  await blobStore().remove(doc.filename);
  return true;
}

/** Deletes the stored image behind a url, if the url is one of ours. */
export async function deleteImageByUrl(url: string | null | undefined): Promise<void> {
  if (!url?.startsWith(IMAGE_URL_PREFIX)) return;
  const doc = await Image.findOneAndDelete({ url: String(url) }).lean();
  if (doc) await blobStore().remove(doc.filename);
}

export async function readImageFile(filename: string): Promise<{ data: Buffer; contentType: string } | null> {
  if (!isStoredFilename(filename)) return null;
  const data = await blobStore().read(filename);
  return data ? { data, contentType: "image/webp" } : null;
}
