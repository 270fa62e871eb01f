import type { Metadata } from "next";
import { Dashboard } from "@/components/admin/Dashboard";
import { requirePageUser } from "@/lib/auth/page-guard";

export const metadata: Metadata = { title: "Dashboard" };

export default async function DashboardPage() {
  await requirePageUser("admin");
  return <Dashboard />;
}
