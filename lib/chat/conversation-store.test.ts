/** @jest-environment node */
import { isConversationId, newConversationId } from "./conversation-store";

describe("a conversation's id", () => {
  it("is 128 random URL-safe bits, never the same twice, across the draws of random bytes", () => {
    // 1,000 ids use the bytes of four draws.
    const ids = Array.from({ length: 1_000 }, newConversationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(isConversationId(id)).toBe(true);
    expect(Buffer.from(ids[0], "base64url")).toHaveLength(16);
  });
});
