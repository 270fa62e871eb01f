import { readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * The English words a visitor may type on purpose. The speller corrects only words the chat does
 * not know into its domain words, and without a dictionary an ordinary word one letter from a
 * domain word was "corrected": "forced" became "forged", "director" "direction". Words shorter
 * than four letters are never corrected, so they are not kept. Loaded on first use (about 270,000
 * words): only the chat needs it. The words are kept sorted in one string with their offsets and
 * searched by halves: about 4 MB, where a Set of them held over 20 MB on the heap.
 */
interface Dictionary {
  text: string;
  /** Where each word starts in `text`, and one past the last. */
  starts: Uint32Array;
}

let dictionary: Dictionary | undefined;

function load(): Dictionary {
  // Read, not required: a required JSON file stays in the module cache as 270,000 strings. The
  // path is the installed package's, from the project's root (where the server and the tests run):
  // the bundler rewrites a resolved module path into a module number.
  const path = join(process.cwd(), "node_modules", "an-array-of-english-words", "index.json");
  const words = (JSON.parse(readFileSync(path, "utf8")) as string[]).filter((word) => word.length >= 4 && /^[a-z]+$/.test(word)).sort();
  const starts = new Uint32Array(words.length + 1);
  let at = 0;
  words.forEach((word, index) => {
    starts[index] = at;
    at += word.length + 1;
  });
  starts[words.length] = at;
  return { text: `${words.join("\n")}\n`, starts };
}

export function isEnglishWord(word: string): boolean {
  dictionary ??= load();
  const { text, starts } = dictionary;
  let low = 0;
  let high = starts.length - 2;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const entry = text.slice(starts[middle], starts[middle + 1] - 1);
    if (entry === word) return true;
    if (entry < word) low = middle + 1;
    else high = middle - 1;
  }
  return false;
}
