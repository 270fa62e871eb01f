import type { Metadata } from "next";
import { AttorneyList } from "@/components/admin/attorneys/AttorneyList";
import { requirePageUser } from "@/lib/auth/page-guard";

export const metadata: Metadata = { title: "Manage Team Members" };

export default async function AttorneysPage() {
  await requirePageUser("admin");
  return <AttorneyList />;
}
