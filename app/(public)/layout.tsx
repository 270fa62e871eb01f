import type { Metadata } from "next";
import type { ReactNode } from "react";
import { ChatLauncher } from "@/components/chat/ChatLauncher";
import { siteUrl } from "@/components/public/data";
import { PublicShell } from "@/components/public/PublicShell";
import { StructuredData } from "@/components/public/StructuredData";
import { CHAT_MESSAGE_LIMITS } from "@/lib/collections/chat";
import { DEFAULT_QUICK_REPLIES } from "@/lib/collections/quick-reply";
import "./public.css";

export async function generateMetadata(): Promise<Metadata> {
  // Sharing cards and canonical links need absolute addresses.
  return { metadataBase: new URL(await siteUrl()) };
}

export default function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <PublicShell>{children}</PublicShell>
      <StructuredData />
      <ChatLauncher defaultQuickReplies={DEFAULT_QUICK_REPLIES} maxLength={CHAT_MESSAGE_LIMITS.message.max} />
    </>
  );
}
