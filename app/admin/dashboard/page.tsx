import type { Metadata } from "next";
import { Dashboard } from "@/components/admin/Dashboard";
import { MailOffNotice } from "@/components/admin/outbox/MailOffNotice";
import { requirePageUser } from "@/lib/auth/page-guard";
import { isMailConfigured } from "@/lib/services/outbox";

export const metadata: Metadata = { title: "Dashboard" };

export default async function DashboardPage() {
  await requirePageUser("admin");
  return (
    <div className="space-y-6">
      {!isMailConfigured() && <MailOffNotice />}
      <Dashboard />
    </div>
  );
}
