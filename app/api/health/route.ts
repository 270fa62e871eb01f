import mongoose from "mongoose";
import { connectToDatabase } from "@/lib/db/connect";
import { json } from "@/lib/api/respond";

export const dynamic = "force-dynamic";

export async function GET(): Promise<Response> {
  try {
    await connectToDatabase();
    await mongoose.connection.db!.admin().ping();
    return json({ status: "ok", database: "reachable" });
  } catch (error) {
    return json({ status: "unavailable", database: "unreachable", reason: (error as Error).message }, 503);
  }
}
