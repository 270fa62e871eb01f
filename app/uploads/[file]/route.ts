import { errorResponse } from "@/lib/api/respond";
import { readImageFile } from "@/lib/images/store";

/** Stored images: names are random and never reused, so they can be cached for a year. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const { file } = await params;
  let image: Awaited<ReturnType<typeof readImageFile>>;
  try {
    image = await readImageFile(file);
  } catch (error) {
    // GridFS images need the database; while it is away the answer is a 503, not a crash.
    return errorResponse(error);
  }
  if (!image) return Response.json({ message: "Image not found" }, { status: 404 });
  return new Response(new Uint8Array(image.data), {
    headers: {
      "Content-Type": image.contentType,
      "Content-Length": String(image.data.length),
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
