import { handler } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { requireUser } from "@/lib/auth/guard";
import { withUploadedFiles } from "@/lib/api/multipart";
import { MULTIPLE_IMAGE_UPLOAD, storeUploadedImages } from "@/lib/services/images";
import { TEXTS } from "@/lib/texts";

export const dynamic = "force-dynamic";

export const POST = handler(
  async (request) => {
    const user = await requireUser(request, "admin");
    const images = await withUploadedFiles(request, MULTIPLE_IMAGE_UPLOAD, (files) => storeUploadedImages(files, user._id));
    return json({ images }, 201);
  },
  { failureMessage: TEXTS.imageUploadFailed },
);
