import { handler } from "@/lib/api/handler";
import { idParam } from "@/lib/api/params";
import { json } from "@/lib/api/respond";
import { requireUser } from "@/lib/auth/guard";
import { IMAGE_NOT_FOUND } from "@/lib/collections/image";
import { getImageInfo } from "@/lib/services/images";

export const dynamic = "force-dynamic";

export const GET = handler<{ id: string }>(async (request, context) => {
  await requireUser(request, "admin");
  return json({ image: await getImageInfo(await idParam(context, IMAGE_NOT_FOUND)) });
});
