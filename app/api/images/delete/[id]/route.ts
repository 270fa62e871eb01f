import { handler } from "@/lib/api/handler";
import { idParam } from "@/lib/api/params";
import { json } from "@/lib/api/respond";
import { requireUser } from "@/lib/auth/guard";
import { IMAGE_NOT_FOUND } from "@/lib/collections/image";
import { removeImage } from "@/lib/services/images";

export const dynamic = "force-dynamic";

export const DELETE = handler<{ id: string }>(async (request, context) => {
  await requireUser(request, "admin");
  await removeImage(await idParam(context, IMAGE_NOT_FOUND));
  return json({ message: "Image deleted" });
});
