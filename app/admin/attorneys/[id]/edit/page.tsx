import type { Metadata } from "next";
import { AttorneyForm } from "@/components/admin/attorneys/AttorneyForm";
import { requirePageUser } from "@/lib/auth/page-guard";

export const metadata: Metadata = { title: "Edit Team Member" };

export default async function EditAttorneyPage({ params }: { params: Promise<{ id: string }> }) {
  await requirePageUser("admin");
  const { id } = await params;
  return <AttorneyForm key={id} attorneyId={id} />;
}
