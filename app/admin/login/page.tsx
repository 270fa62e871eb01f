import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { LoginForm } from "@/components/admin/LoginForm";
import { currentPageUser } from "@/lib/auth/page-guard";
import { DASHBOARD_PATH } from "@/lib/auth/paths";

export const metadata: Metadata = { title: "Admin Login" };

export default async function AdminLoginPage() {
  if (await currentPageUser()) redirect(DASHBOARD_PATH);
  return <LoginForm />;
}
