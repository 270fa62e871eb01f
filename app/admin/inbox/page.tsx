import type { Metadata } from "next";
import { Inbox } from "@/components/admin/inbox/Inbox";
import { requirePageUser } from "@/lib/auth/page-guard";

export const metadata: Metadata = { title: "Inbox" };

export default async function InboxPage() {
  await requirePageUser("admin");
  return <Inbox />;
}
