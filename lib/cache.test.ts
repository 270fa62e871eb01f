/** @jest-environment node */
import { cached, invalidate, CACHE_TAGS } from "./cache";

describe("cached", () => {
  it("loads once, then serves from memory until invalidated", async () => {
    let loads = 0;
    const load = async () => ++loads;
    expect(await cached(CACHE_TAGS.firm, "a", load)).toBe(1);
    expect(await cached(CACHE_TAGS.firm, "a", load)).toBe(1);
    invalidate(CACHE_TAGS.firm);
    expect(await cached(CACHE_TAGS.firm, "a", load)).toBe(2);
  });

  it("shares one load between concurrent callers", async () => {
    let loads = 0;
    const load = () => new Promise<number>((resolve) => setTimeout(() => resolve(++loads), 10));
    const values = await Promise.all([1, 2, 3].map(() => cached(CACHE_TAGS.quickReplies, "b", load)));
    expect(values).toEqual([1, 1, 1]);
    expect(loads).toBe(1);
  });

  it("serves the last good value when a reload fails", async () => {
    await cached(CACHE_TAGS.attorneys, "c", async () => "good");
    invalidate(CACHE_TAGS.attorneys);
    await expect(cached(CACHE_TAGS.attorneys, "c", async () => Promise.reject(new Error("down")))).resolves.toBe("good");
  });

  it("fails when there is nothing to fall back on", async () => {
    await expect(cached(CACHE_TAGS.attorneys, "d", async () => Promise.reject(new Error("down")))).rejects.toThrow("down");
  });

  it("does not keep a value read before an invalidation that happened during the read", async () => {
    let release!: (value: string) => void;
    const slow = cached(CACHE_TAGS.firm, "e", () => new Promise<string>((resolve) => (release = resolve)));
    invalidate(CACHE_TAGS.firm);
    release("stale");
    await slow;
    await expect(cached(CACHE_TAGS.firm, "e", async () => "fresh")).resolves.toBe("fresh");
  });
});
