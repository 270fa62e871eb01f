import { handler } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { requireUser } from "@/lib/auth/guard";
import { withUploadedFiles } from "@/lib/api/multipart";
import { SINGLE_IMAGE_UPLOAD, storeUploadedImage } from "@/lib/services/images";
import { TEXTS } from "@/lib/texts";

export const dynamic = "force-dynamic";

export const POST = handler(
  async (request) => {
    const user = await requireUser(request, "admin");
    const image = await withUploadedFiles(request, SINGLE_IMAGE_UPLOAD, (files) => storeUploadedImage(files, user._id));
    return json({ image }, 201);
  },
  { failureMessage: TEXTS.imageUploadFailed },
);
