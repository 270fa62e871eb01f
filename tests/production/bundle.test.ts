import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { VISITOR_EXAMPLES } from "@/lib/chat/examples";
import { OFF_TOPIC_TRAINING } from "@/lib/chat/training";

/**
 * The chat's training sentences are read on a thread that ends once it has sent their words
 * (lib/chat/training-thread.ts): the built server must not carry them, or its thread would load
 * and keep them for the life of the process.
 */
describe("the built server", () => {
  it("carries none of the chat's training sentences", async () => {
    const folder = path.resolve(".next/server");
    const scripts = (await readdir(folder, { recursive: true })).filter((file) => file.endsWith(".js"));
    expect(scripts.length).toBeGreaterThan(10);
    // Long sentences: a short one ("hi") could be in any script for another reason.
    const sentences = [...VISITOR_EXAMPLES.map((example) => example.message), ...OFF_TOPIC_TRAINING].filter(
      (sentence) => sentence.length > 60 && !/["\\]/.test(sentence),
    );
    const probes = sentences.filter((_, at) => at % 50 === 0);
    expect(probes.length).toBeGreaterThan(100);
    for (const file of scripts) {
      const text = await readFile(path.join(folder, file), "utf8");
      expect({ file, carried: probes.filter((sentence) => text.includes(sentence)) }).toEqual({ file, carried: [] });
    }
  });
});
