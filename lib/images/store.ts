import { randomBytes } from "node:crypto";
import { promises as fs } from "node:fs";
import path from "node:path";
import { Types } from "mongoose";
import { getConfig } from "../config";
import { ImageModel, type ImageDoc } from "@/models/Image";
import type { ProcessedImage } from "./process";

/** Where stored images are served from; see app/uploads/[file]/route.ts. */
export const IMAGE_URL_PREFIX = "/uploads/";
const FILENAME_PATTERN = /^[a-f0-9]{32}\.webp$/;

export interface StoredImage {
  id: string;
  url: string;
  width: number;
  height: number;
  size: number;
  format: string;
}

export function toStoredImage(doc: Pick<ImageDoc, "url" | "width" | "height" | "size" | "format"> & { _id: Types.ObjectId }): StoredImage {
  return { id: String(doc._id), url: doc.url, width: doc.width, height: doc.height, size: doc.size, format: doc.format };
}

export function isStoredFilename(name: string): boolean {
  return FILENAME_PATTERN.test(name);
}

function filePath(filename: string): string {
  return path.join(getConfig().uploadsDir, filename);
}

/** Writes the file first (temp + rename, so a reader never sees half a file), then records it. */
export async function saveImage(image: ProcessedImage, uploadedBy?: Types.ObjectId | string | null): Promise<StoredImage> {
  const filename = `${randomBytes(16).toString("hex")}.${image.format}`;
  const target = filePath(filename);
  await fs.mkdir(path.dirname(target), { recursive: true });
  const temp = `${target}.${process.pid}.tmp`;
  await fs.writeFile(temp, image.data);
  await fs.rename(temp, target);
  try {
    const doc = await ImageModel.create({
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
    await fs.rm(target, { force: true });
    throw error;
  }
}

export async function findImage(id: string): Promise<StoredImage | null> {
  if (!Types.ObjectId.isValid(id)) return null;
  const doc = await ImageModel.findById(id).lean();
  return doc ? toStoredImage(doc) : null;
}

export async function deleteImage(id: string): Promise<boolean> {
  if (!Types.ObjectId.isValid(id)) return false;
  const doc = await ImageModel.findByIdAndDelete(id).lean();
  if (!doc) return false;
  await fs.rm(filePath(doc.filename), { force: true });
  return true;
}

/** Deletes the stored image behind a url, if the url is one of ours. */
export async function deleteImageByUrl(url: string | null | undefined): Promise<void> {
  if (!url?.startsWith(IMAGE_URL_PREFIX)) return;
  const doc = await ImageModel.findOneAndDelete({ url: String(url) }).lean();
  if (doc) await fs.rm(filePath(doc.filename), { force: true });
}

export async function readImageFile(filename: string): Promise<{ data: Buffer; contentType: string } | null> {
  if (!isStoredFilename(filename)) return null;
  try {
    return { data: await fs.readFile(filePath(filename)), contentType: "image/webp" };
  } catch {
    return null;
  }
}
