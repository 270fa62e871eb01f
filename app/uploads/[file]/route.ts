import { readImageFile } from "@/lib/images/store";

/** Stored images: names are random and never reused, so they can be cached for a year. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const { file } = await params;
  const image = await readImageFile(file);
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
