/** The chat assistant's screens. Kept apart from the client navigation so server pages can read the list. */
export const CHAT_ADMIN_LINKS = [
  { href: "/admin/chat/quick-replies", label: "Quick replies" },
  { href: "/admin/chat/knowledge", label: "Chat knowledge" },
  { href: "/admin/chat/firm", label: "Firm details" },
] as const;
