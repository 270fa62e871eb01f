import type { Metadata } from "next";
import { OutboxList } from "@/components/admin/outbox/OutboxList";
import { requirePageUser } from "@/lib/auth/page-guard";

export const metadata: Metadata = { title: "Email delivery" };

export default async function OutboxPage() {
  await requirePageUser("admin");
  return <OutboxList />;
}
