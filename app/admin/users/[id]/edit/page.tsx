import type { Metadata } from "next";
import { AuthGuard } from "@/components/admin/AuthGuard";
import { UserForm } from "@/components/admin/users/UserForm";
import { requirePageUser } from "@/lib/auth/page-guard";

export const metadata: Metadata = { title: "Edit Admin User" };

export default async function EditUserPage({ params }: { params: Promise<{ id: string }> }) {
  await requirePageUser("superadmin");
  const { id } = await params;
  return (
    <AuthGuard level="superadmin">
      <UserForm key={id} userId={id} />
    </AuthGuard>
  );
}
