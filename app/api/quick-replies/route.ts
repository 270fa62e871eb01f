import { handler } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { listActiveQuickReplies } from "@/lib/services/quick-replies";

export const dynamic = "force-dynamic";

export const GET = handler(async () => json({ quickReplies: await listActiveQuickReplies() }));
