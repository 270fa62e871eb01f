import { createRequire } from "node:module";

/**
 * The English words a visitor may type on purpose. The speller corrects only words the chat does
 * not know into its domain words, and without a dictionary an ordinary word one letter from a
 * domain word was "corrected": "forced" became "forged", "director" "direction". Words shorter
 * than four letters are never corrected, so they are not kept. Loaded on first use (about 270,000
 * words): only the chat needs it.
 */
let words: ReadonlySet<string> | undefined;

export function isEnglishWord(word: string): boolean {
  if (!words) {
    const list = createRequire(import.meta.url)("an-array-of-english-words") as string[];
    words = new Set(list.filter((entry) => entry.length >= 4));
  }
  return words.has(word);
}
