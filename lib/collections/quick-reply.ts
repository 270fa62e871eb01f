import { z } from "zod";
import { optionalText, text, wholeNumber } from "./fields";

/** Quick replies offered under the chat's bot messages. */
export const QUICK_REPLY_ICONS = ["scale", "users", "phone", "calendar", "info", "home", "briefcase", "mail"] as const;
export type QuickReplyIcon = (typeof QUICK_REPLY_ICONS)[number];

export const QUICK_REPLY_LIMITS = {
  text: { min: 1, max: 60 },
  description: { min: 0, max: 120 },
  order: { min: 0, max: 10_000 },
} as const;

export interface QuickReply {
  id: string;
  text: string;
  icon: QuickReplyIcon;
  description: string;
}

/** The specification's four defaults, used until the server's list arrives. */
export const DEFAULT_QUICK_REPLIES: readonly QuickReply[] = [
  { id: "legal-services", text: "Legal Services", icon: "scale", description: "Learn about our legal practice areas" },
  { id: "meet-our-team", text: "Meet Our Team", icon: "users", description: "Information about our legal experts" },
  { id: "contact-information", text: "Contact Information", icon: "phone", description: "How to reach our office" },
  { id: "schedule-consultation", text: "Schedule Consultation", icon: "calendar", description: "Book a meeting with our experts" },
];

export const quickReplyInputSchema = z.object({
  text: text(QUICK_REPLY_LIMITS.text, "Text"),
  description: optionalText(QUICK_REPLY_LIMITS.description, "Description").default(""),
  icon: z.enum(QUICK_REPLY_ICONS, { error: "Unknown icon" }).default("info"),
  order: wholeNumber(QUICK_REPLY_LIMITS.order, "Order").default(0),
  isActive: z.boolean({ error: "Active must be true or false" }).default(true),
});
export type QuickReplyInput = z.infer<typeof quickReplyInputSchema>;

/** A new quick reply without an order goes to the end of the list. */
export const quickReplyCreateSchema = quickReplyInputSchema.extend({ order: quickReplyInputSchema.shape.order.unwrap().optional() });
export type QuickReplyCreateInput = z.infer<typeof quickReplyCreateSchema>;

export const quickReplyStatusSchema = z.object({ isActive: z.boolean({ error: "Active must be true or false" }) });
export const quickReplyOrderSchema = z.object({
  ids: z.array(z.string({ error: "Ids must be text" }), { error: "Ids must be a list" }).max(QUICK_REPLY_LIMITS.order.max),
});

export const QUICK_REPLY_NOT_FOUND = "Quick reply not found";
