import type { RateRule } from "../rate-limit";
import { CHAT_MESSAGES } from "../collections/chat";

/** Generous for a person typing, tight enough to stop a script. */
export const CHAT_RATE_RULE: RateRule = { name: "chat", limit: 30, windowMs: 60_000, message: CHAT_MESSAGES.rateLimited };
