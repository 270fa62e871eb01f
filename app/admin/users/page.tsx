import type { Metadata } from "next";
import { AuthGuard } from "@/components/admin/AuthGuard";
import { UserList } from "@/components/admin/users/UserList";
import { requirePageUser } from "@/lib/auth/page-guard";

export const metadata: Metadata = { title: "User Management" };

export default async function UsersPage() {
  await requirePageUser("superadmin");
  return (
    <AuthGuard level="superadmin">
      <UserList />
    </AuthGuard>
  );
}
