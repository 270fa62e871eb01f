import { matches, needlesOf } from "./pattern-gate";

describe("the strings a pattern cannot match without", () => {
  it("reads the literal runs of each branch, across assertions, and the most selective of a branch's parts", () => {
    expect(needlesOf(/\b(police|station) (came|come)\b/)).toEqual(["police", "station"]);
    expect(needlesOf(/\bhold (me|him) (at|in) the station\b/)).toEqual([" the station"]);
    expect(needlesOf(/(?<!\bnot )\barrested\b|\bin (the )?cell\b/)).toEqual(["arrested", "cell"]);
    // A part that may be skipped ends a run; what follows it still counts.
    expect(needlesOf(/\b(police )?station\b|\w+ cell/)).toEqual(["station", " cell"]);
    expect(needlesOf(/^(?!.*\bcourt\b).*\bwho (will|go) win\b/)).toEqual(["who "]);
  });

  it("promises nothing where a branch may be skipped, is a class or a set, or where flags change what characters match", () => {
    expect(needlesOf(/\b(police )?(station)?\b/)).toBeNull();
    expect(needlesOf(/(arrest|)ed/)).toBeNull();
    expect(needlesOf(/[a-z]+ \w+/)).toBeNull();
    expect(needlesOf(/(police){0,2}/)).toBeNull();
    expect(needlesOf(/police/i)).toBeNull();
    expect(needlesOf(/\bin\b/)).toBeNull();
    // A quantified group that must occur once holds what the group holds.
    expect(needlesOf(/(held|kept)+ by/)).toEqual(["held", "kept"]);
  });

  it("answers as the pattern does on every text, whether the gate opens or not", () => {
    const patterns = [
      /\b(police|soldiers) (is|are) (at|by) (the|my) (door|gate)\b/,
      /^(?=.*\b(police|cid)\b).*\b(they|dem) (is|are) at the door\b/,
      /(?<!\b(not|never) )\b(arrested|detained)\b(?! (a|the) (vessel|ship))/,
      /\b(lock|locked) (me|him|her)( \w+)? (in|inside) (the|a) (room|house)\b.{0,40}\b(until|till) (we|they) pay\b/,
      /\b(\w+) \1\b/,
      /(still)+ (at|in) (\w+ ){0,2}police\b/,
      /(policemen )?came\b/,
      /\b(soldiers|\w+s) (at the )?door\b/,
    ];
    const words = [
      "police",
      "soldiers",
      "are",
      "at",
      "the",
      "door",
      "they",
      "dem",
      "is",
      "not",
      "arrested",
      "a",
      "vessel",
      "locked",
      "him",
      "in",
      "room",
      "until",
      "we",
      "pay",
      "still",
      "cid",
      "my",
      "gate",
      "never",
      "policemen",
      "came",
      "doors",
    ];
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (let i = 0; i < 3000; i += 1) {
      const text = Array.from({ length: 3 + Math.floor(next() * 12) }, () => words[Math.floor(next() * words.length)]).join(" ");
      for (const pattern of patterns)
        expect({ text, source: pattern.source, matched: matches(pattern, text) }).toEqual({ text, source: pattern.source, matched: pattern.test(text) });
    }
  });

  it("runs a pattern with the g flag as it is, keeping its own place", () => {
    const global = /police/g;
    expect(matches(global, "police and police")).toBe(true);
    expect(global.lastIndex).toBe(6);
  });
});
