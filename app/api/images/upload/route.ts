import { handler } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { requireUser } from "@/lib/auth/guard";
import { uploadImage } from "@/lib/services/images";
import { TEXTS } from "@/lib/texts";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

export const POST = handler(
  async (request) => {
    const user = await requireUser(request, "admin");
    return json({ image: await uploadImage(request, user._id) }, 201);
  },
  { failureMessage: TEXTS.imageUploadFailed },
);
