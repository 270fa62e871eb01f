import type { Metadata } from "next";
import type { ReactNode } from "react";
import { AdminShell } from "@/components/admin/AdminShell";
import { AuthProvider } from "@/components/admin/AuthProvider";
import { getStaffSession } from "@/lib/auth/page-guard";
import "./admin.css";

export const metadata: Metadata = { title: "Admin", robots: { index: false, follow: false } };

export default async function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <AuthProvider session={await getStaffSession()}>
      <AdminShell>{children}</AdminShell>
    </AuthProvider>
  );
}
