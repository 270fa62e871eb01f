import { handler } from "@/lib/api/handler";
import { parseBody } from "@/lib/api/body";
import { json } from "@/lib/api/respond";
import { chatMessageSchema, type ChatReply } from "@/lib/collections/chat";
import { respondToMessage } from "@/lib/chat/engine";
import { CHAT_RATE_RULE } from "@/lib/chat/rate-rules";
import { clientAddress, consumeRateLimit } from "@/lib/rate-limit";

export const dynamic = "force-dynamic";

export const POST = handler(async (request) => {
  const address = clientAddress(request);
  const input = await parseBody(request, chatMessageSchema, { limit: () => consumeRateLimit(CHAT_RATE_RULE, address) });
  const { response, showOptions, conversationId, quickReplies, choices } = await respondToMessage(input, new Date(), address);
  const reply: ChatReply = { response, showOptions, conversationId, ...(quickReplies ? { quickReplies } : {}), ...(choices ? { choices } : {}) };
  return json(reply);
});
