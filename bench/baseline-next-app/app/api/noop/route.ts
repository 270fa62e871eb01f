// The framework floor: a route handler that does no work beyond reading its body, so the
// site's dynamic endpoints can be read as a share of what Next.js itself answers here.
export const dynamic = "force-dynamic";

export function GET(): Response {
  return Response.json({ ok: true });
}

export async function POST(request: Request): Promise<Response> {
  await request.text();
  return Response.json({ ok: true });
}
