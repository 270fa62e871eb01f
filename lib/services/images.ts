import type { Types } from "mongoose";
import { assertMultipartContentType } from "../api/body";
import { HttpError, badRequest, notFound } from "../api/errors";
import { MAX_IMAGE_BYTES, processImage } from "../images/process";
import { deleteImage, findImage, saveImage, type StoredImage } from "../images/store";
import { TEXTS } from "../texts";

export const MAX_IMAGES_PER_UPLOAD = 10;
/** Room for the multipart boundaries and part headers around each file. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

const tooLarge = () => new HttpError(413, TEXTS.imageTooLarge);

/**
 * Passes the body through while counting bytes, and stops it the moment it exceeds `maxBytes`,
 * so an oversized upload is refused without being held in memory.
 */
function limitBody(body: ReadableStream<Uint8Array>, maxBytes: number, onExceeded: () => void): ReadableStream<Uint8Array> {
  let total = 0;
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        total += chunk.byteLength;
        if (total > maxBytes) {
          onExceeded();
          controller.error(new Error("body too large"));
          return;
        }
        controller.enqueue(chunk);
      },
    }),
  );
}

/** The files sent under `field` in a multipart body, with the whole body capped at `maxBytes`. */
async function readFiles(request: Request, field: string, maxBytes: number): Promise<File[]> {
  assertMultipartContentType(request);
  const contentType = request.headers.get("content-type")!;
  if (Number(request.headers.get("content-length") ?? "0") > maxBytes) throw tooLarge();
  if (!request.body) throw badRequest(TEXTS.imageRequired);
  let exceeded = false;
  const limited = limitBody(request.body, maxBytes, () => {
    exceeded = true;
  });
  let form: FormData;
  try {
    form = await new Response(limited, { headers: { "content-type": contentType } }).formData();
  } catch {
    if (exceeded) throw tooLarge();
    throw badRequest("Malformed multipart body");
  }
  return form.getAll(field).filter((value): value is File => typeof value !== "string");
}

const contentOf = async (file: File) => Buffer.from(await file.arrayBuffer());

/** One image from the `image` field, checked by content and re-encoded. */
export async function uploadImage(request: Request, userId: Types.ObjectId): Promise<StoredImage> {
  const files = await readFiles(request, "image", MAX_IMAGE_BYTES + MULTIPART_OVERHEAD_BYTES);
  if (files.length === 0) throw badRequest(TEXTS.imageRequired, { image: TEXTS.imageRequired });
  if (files.length > 1) throw badRequest("Send one image in the image field", { image: "Send one image" });
  return saveImage(await processImage(await contentOf(files[0])), userId);
}

/**
 * Up to ten images from the `images` field. Every file is checked before any is stored, so a
 * bad file among good ones stores nothing.
 */
export async function uploadImages(request: Request, userId: Types.ObjectId): Promise<StoredImage[]> {
  const files = await readFiles(request, "images", MAX_IMAGES_PER_UPLOAD * (MAX_IMAGE_BYTES + MULTIPART_OVERHEAD_BYTES));
  if (files.length === 0) throw badRequest(TEXTS.imageRequired, { images: TEXTS.imageRequired });
  if (files.length > MAX_IMAGES_PER_UPLOAD) {
    const message = `At most ${MAX_IMAGES_PER_UPLOAD} images can be uploaded at once`;
    throw badRequest(message, { images: message });
  }
  if (files.some((file) => file.size > MAX_IMAGE_BYTES)) throw tooLarge();
  const processed = [];
  for (const file of files) processed.push(await processImage(await contentOf(file)));
  const stored: StoredImage[] = [];
  for (const image of processed) stored.push(await saveImage(image, userId));
  return stored;
}

export async function getImageInfo(id: string): Promise<StoredImage> {
  const image = await findImage(id);
  if (!image) throw notFound("Image not found");
  return image;
}

export async function removeImage(id: string): Promise<void> {
  if (!(await deleteImage(id))) throw notFound("Image not found");
}
