import { DATABASE_UNREACHABLE_REASON, pingDatabase } from "@/lib/db/connect";
import { json } from "@/lib/api/respond";
import { errorText, logger } from "@/lib/log";

export const dynamic = "force-dynamic";

/** Anyone may ask, so a failure is named only in general terms; the detail (hosts, ports, driver messages) goes to the log. */
export async function GET(): Promise<Response> {
  try {
    await pingDatabase();
    return json({ status: "ok", database: "reachable" });
  } catch (error) {
    logger.error({ error: errorText(error) }, "Health check failed");
    return json({ status: "unavailable", database: "unreachable", reason: DATABASE_UNREACHABLE_REASON }, 503);
  }
}
