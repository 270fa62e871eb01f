import type { Metadata } from "next";
import { AttorneyForm } from "@/components/admin/attorneys/AttorneyForm";
import { requirePageUser } from "@/lib/auth/page-guard";

export const metadata: Metadata = { title: "Add New Team Member" };

export default async function NewAttorneyPage() {
  await requirePageUser("admin");
  return <AttorneyForm />;
}
