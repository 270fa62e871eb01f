import type { QuickReplyIcon as IconName } from "@/lib/collections/quick-reply";

const PATHS: Record<IconName, string> = {
  scale: "M12 3v17M7 21h10M5 7h14M5 7l-3 6a3 2 0 006 0zM19 7l-3 6a3 2 0 006 0z",
  users: "M16 19v-1a4 4 0 00-4-4H7a4 4 0 00-4 4v1M9.5 10a3.5 3.5 0 100-7 3.5 3.5 0 000 7zM21 19v-1a4 4 0 00-3-3.9M16 3.1a3.5 3.5 0 010 6.8",
  phone: "M5 4h4l2 5-2.5 1.5a11 11 0 005 5L15 13l5 2v4a2 2 0 01-2 2A16 16 0 013 6a2 2 0 012-2z",
  calendar: "M8 2v4M16 2v4M3 9h18M5 4h14a2 2 0 012 2v13a2 2 0 01-2 2H5a2 2 0 01-2-2V6a2 2 0 012-2z",
  info: "M12 21a9 9 0 100-18 9 9 0 000 18zM12 16v-4M12 8h.01",
  home: "M3 11l9-8 9 8M5 10v10h5v-6h4v6h5V10",
  briefcase: "M4 7h16a1 1 0 011 1v11a1 1 0 01-1 1H4a1 1 0 01-1-1V8a1 1 0 011-1zM9 7V5a2 2 0 012-2h2a2 2 0 012 2v2M3 13h18",
  mail: "M4 5h16a1 1 0 011 1v12a1 1 0 01-1 1H4a1 1 0 01-1-1V6a1 1 0 011-1zM3 7l9 6 9-6",
};

export function isQuickReplyIcon(value: unknown): value is IconName {
  return typeof value === "string" && Object.hasOwn(PATHS, value);
}

export function QuickReplyIcon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
