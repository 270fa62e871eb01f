import type { Metadata } from "next";
import type { ReactNode } from "react";
import { ChatLauncher } from "@/components/chat/ChatLauncher";
import { loadFirmContact, siteUrl } from "@/components/public/data";
import { SiteFooter } from "@/components/public/SiteFooter";
import { SiteHeader } from "@/components/public/SiteHeader";
import { StructuredData } from "@/components/public/StructuredData";
import { CHAT_MESSAGE_LIMITS } from "@/lib/collections/chat";
import { DEFAULT_QUICK_REPLIES } from "@/lib/collections/quick-reply";

export async function generateMetadata(): Promise<Metadata> {
  // Sharing cards and canonical links need absolute addresses.
  return { metadataBase: new URL(await siteUrl()) };
}

export default async function PublicLayout({ children }: { children: ReactNode }) {
  const contact = await loadFirmContact();
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-medium text-navy-900 shadow focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="pt-16 focus:outline-none">
        {children}
      </main>
      <SiteFooter contact={contact} />
      <StructuredData />
      <ChatLauncher defaultQuickReplies={DEFAULT_QUICK_REPLIES} maxLength={CHAT_MESSAGE_LIMITS.message.max} />
    </>
  );
}
