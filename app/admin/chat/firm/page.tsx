import { requirePageUser } from "@/lib/auth/page-guard";
import { MailOffNotice } from "@/components/admin/outbox/MailOffNotice";
import { getFirmContact } from "@/lib/services/firm";
import { isMailConfigured } from "@/lib/services/outbox";
import { ChatAdminNav } from "../_components/ChatAdminNav";
import { FirmContactForm } from "../_components/FirmContactForm";

export const dynamic = "force-dynamic";

export default async function FirmDetailsPage() {
  await requirePageUser("admin");
  const contact = await getFirmContact();
  return (
    <div className="mx-auto max-w-2xl p-6">
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
