import type { Metadata } from "next";
import { ChangePasswordForm } from "@/components/admin/account/ChangePasswordForm";
import { requirePageUser } from "@/lib/auth/page-guard";

export const metadata: Metadata = { title: "Account" };

export default async function AccountPage() {
  await requirePageUser("admin");
  return <ChangePasswordForm />;
}
