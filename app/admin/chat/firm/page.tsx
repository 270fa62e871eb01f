import { requirePageUser } from "@/lib/auth/page-guard";
import { getFirmContact } from "@/lib/services/firm";
import { ChatAdminNav } from "@/components/admin/chat/ChatAdminNav";
import { FirmContactForm } from "@/components/admin/chat/FirmContactForm";

export const dynamic = "force-dynamic";

export default async function FirmDetailsPage() {
  await requirePageUser("admin");
  const contact = await getFirmContact();
  return (
    <div>
      <ChatAdminNav title="Firm details" />
      <FirmContactForm contact={contact} />
    </div>
  );
}
