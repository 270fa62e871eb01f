import type { Metadata } from "next";
import { AuthGuard } from "@/components/admin/AuthGuard";
import { UserForm } from "@/components/admin/users/UserForm";
import { requirePageUser } from "@/lib/auth/page-guard";

export const metadata: Metadata = { title: "Add New Admin User" };

export default async function NewUserPage() {
  await requirePageUser("superadmin");
  return (
    <AuthGuard level="superadmin">
      <UserForm />
    </AuthGuard>
  );
}
