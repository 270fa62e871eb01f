import type { Types } from "mongoose";
import { badRequest, notFound } from "../api/errors";
import type { MultipartLimits, ReceivedFile } from "../api/multipart";
import { IMAGE_NOT_FOUND } from "../collections/image";
import { MAX_IMAGE_BYTES, processImage } from "../images/process";
import { deleteImage, findImage, saveImage, type StoredImage } from "../images/store";
import { TEXTS } from "../texts";

const MAX_IMAGES_PER_UPLOAD = 10;
const TOO_MANY_IMAGES = `At most ${MAX_IMAGES_PER_UPLOAD} images can be uploaded at once`;

const imageLimits = { maxFileBytes: MAX_IMAGE_BYTES, tooLarge: TEXTS.imageTooLarge, empty: TEXTS.invalidImage };
/** POST /images/upload: one file in the `image` field. */
export const SINGLE_IMAGE_UPLOAD: MultipartLimits = { ...imageLimits, field: "image", maxFiles: 1, tooMany: "Send one image in the image field" };
/** POST /images/upload-multiple: up to ten files in the `images` field. */
export const MULTIPLE_IMAGE_UPLOAD: MultipartLimits = { ...imageLimits, field: "images", maxFiles: MAX_IMAGES_PER_UPLOAD, tooMany: TOO_MANY_IMAGES };

function assertSomeFile(files: ReceivedFile[], field: string): void {
  if (files.length === 0) throw badRequest(TEXTS.imageRequired, { [field]: TEXTS.imageRequired });
}

/** One received image, checked by content and re-encoded (sharp reads it from its file). */
export async function storeUploadedImage(files: ReceivedFile[], userId: Types.ObjectId): Promise<StoredImage> {
  assertSomeFile(files, SINGLE_IMAGE_UPLOAD.field);
  return saveImage(await processImage(files[0].path), userId);
}

/**
 * Up to ten received images. Every file is checked before any is stored, so a bad file among
 * good ones stores nothing.
 */
export async function storeUploadedImages(files: ReceivedFile[], userId: Types.ObjectId): Promise<StoredImage[]> {
  assertSomeFile(files, MULTIPLE_IMAGE_UPLOAD.field);
  const processed = [];
  for (const file of files) processed.push(await processImage(file.path));
  const stored: StoredImage[] = [];
  for (const image of processed) stored.push(await saveImage(image, userId));
  return stored;
}

export async function getImageInfo(id: string): Promise<StoredImage> {
  const image = await findImage(id);
  if (!image) throw notFound(IMAGE_NOT_FOUND);
  return image;
}

export async function removeImage(id: string): Promise<void> {
  if (!(await deleteImage(id))) throw notFound(IMAGE_NOT_FOUND);
}
