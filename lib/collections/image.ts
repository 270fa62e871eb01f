/** Uploaded images: the texts the image routes and services answer with. */
export const IMAGE_NOT_FOUND = "Image not found";
