import { TEXTS } from "@/lib/texts";
import { ApiError, signedOut } from "./api-client";
import type { ImageRecord } from "./types";

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** The specification's client-side checks, before any byte is sent. */
export function imageFileProblem(file: File): string | null {
  if (!file.type.startsWith("image/")) return TEXTS.invalidImage;
  if (file.size >= MAX_IMAGE_BYTES) return TEXTS.imageTooLarge;
  return null;
}

/**
 * Uploads one image as multipart field `image`. XMLHttpRequest rather than fetch because only
 * it reports upload progress; `onProgress` receives whole percentages.
 */
export function uploadImage(file: File, onProgress: (percent: number) => void): Promise<ImageRecord> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", "/api/images/upload");
    request.withCredentials = true;
    request.setRequestHeader("Accept", "application/json");
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    });
    request.addEventListener("load", () => {
      let body: { image?: ImageRecord; message?: string } = {};
      try {
        body = JSON.parse(request.responseText || "{}");
      } catch {
        // Not JSON: the fallback message below applies.
      }
      if (request.status === 401) {
        signedOut();
        reject(new ApiError(401, body.message ?? ""));
      } else if (request.status >= 200 && request.status < 300 && body.image?.url) {
        onProgress(100);
        resolve(body.image);
      } else {
        reject(new ApiError(request.status, body.message ?? ""));
      }
    });
    request.addEventListener("error", () => reject(new ApiError(0, TEXTS.imageUploadFailed)));
    request.addEventListener("abort", () => reject(new ApiError(0, TEXTS.imageUploadFailed)));
    const form = new FormData();
    form.append("image", file);
    request.send(form);
  });
}
