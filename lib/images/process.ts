import sharp from "sharp";
import { TEXTS } from "../texts";

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
const IMAGE_EDGE = 400;
// A 5 MB file can still decode to billions of pixels (a "pixel bomb"); anything larger than a
// 64-megapixel photo is refused before it is decoded.
const MAX_INPUT_PIXELS = 64_000_000;
/**
 * The photo formats a portrait may come in, by what sharp detects in the content. Others (SVG
 * with its scripts and external references, TIFF, HEIF, PDF...) are refused.
 */
const ACCEPTED_FORMATS: readonly string[] = ["png", "jpeg", "gif", "webp"];
const OUTPUT_FORMAT = "webp" as const;
const OUTPUT_CONTENT_TYPE = "image/webp";

export class ImageRejectedError extends Error {
  constructor(
    message: string,
    readonly status: 413 | 415,
  ) {
    super(message);
    this.name = "ImageRejectedError";
  }
}

export interface ProcessedImage {
  data: Buffer;
  width: number;
  height: number;
  size: number;
  format: typeof OUTPUT_FORMAT;
  contentType: typeof OUTPUT_CONTENT_TYPE;
}

/**
 * Checks an image (its bytes, or the path of an uploaded file, read by sharp without passing
 * through JavaScript) by its content and re-encodes it: auto-oriented, cropped to a 400x400
 * square and written as WebP. Re-encoding drops every piece of metadata (EXIF, GPS, ICC).
 */
export async function processImage(input: Buffer | string): Promise<ProcessedImage> {
  // An uploaded file's size was already capped while it was received.
  if (Buffer.isBuffer(input) && input.length > MAX_IMAGE_BYTES) throw new ImageRejectedError(TEXTS.imageTooLarge, 413);
  const decoder = () => sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" });
  try {
    const meta = await decoder().metadata();
    if (!meta.format || !ACCEPTED_FORMATS.includes(meta.format)) throw new Error("not an accepted format");
    if (!meta.width || !meta.height) throw new Error("no dimensions");
    if (meta.width * meta.height > MAX_INPUT_PIXELS) throw new Error("too many pixels");
  } catch {
    throw new ImageRejectedError(TEXTS.invalidImage, 415);
  }
  try {
    const { data, info } = await decoder()
      .rotate()
      .resize(IMAGE_EDGE, IMAGE_EDGE, { fit: "cover", position: "attention" })
      .webp({ quality: 80, effort: 4 })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height, size: data.length, format: OUTPUT_FORMAT, contentType: OUTPUT_CONTENT_TYPE };
  } catch {
    throw new ImageRejectedError(TEXTS.invalidImage, 415);
  }
}
