import { requirePageUser } from "@/lib/auth/page-guard";
import { MailOffNotice } from "@/components/admin/outbox/MailOffNotice";
import { getFirmContact } from "@/lib/services/firm";
import { isMailConfigured } from "@/lib/services/outbox";
import { ChatAdminNav } from "@/components/admin/chat/ChatAdminNav";
import { FirmContactForm } from "@/components/admin/chat/FirmContactForm";

export const dynamic = "force-dynamic";

export default async function FirmDetailsPage() {
  await requirePageUser("admin");
  const contact = await getFirmContact();
  return (
    <div>
      <ChatAdminNav title="Firm details" />
      {!isMailConfigured() && (
        <div className="mb-4">
          <MailOffNotice />
        </div>
      )}
      <FirmContactForm contact={contact} />
    </div>
  );
}
