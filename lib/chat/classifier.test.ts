import { featuresOf, NaiveBayes } from "./classifier";

const classifier = new NaiveBayes(
  new Map([
    [
      "land",
      [
        ["land", "dispute"],
        ["plot", "sold"],
        ["land", "title"],
      ],
    ],
    ["family", [["divorce"], ["custody", "child"], ["family", "inheritance"]]],
    [
      "hours",
      [
        ["open", "today"],
        ["close", "time"],
      ],
    ],
  ]),
);

describe("the naive Bayes classifier", () => {
  it("reads each word and each pair of neighbouring words", () => {
    expect(featuresOf(["land", "title", "deed"])).toEqual(["land", "title", "deed", "land title", "title deed"]);
  });

  it("puts the topic whose words the message shares first, with probabilities that add up to one", () => {
    const ranked = classifier.classify(["plot", "dispute", "neighbour"]);
    expect(ranked[0].label).toBe("land");
    expect(ranked.reduce((sum, reading) => sum + reading.probability, 0)).toBeCloseTo(1);
    expect(ranked[0].probability).toBeGreaterThan(ranked[1].probability);
  });

  it("names the words that argued for its two likeliest readings", () => {
    const [first, second, third] = classifier.classify(["custody", "land", "child"]);
    expect(first.label).toBe("family");
    expect(first.evidence).toEqual(expect.arrayContaining(["custody", "child"]));
    expect(first.evidence).not.toContain("land");
    expect(second.evidence).toEqual(["land"]);
    expect(third.evidence).toEqual([]);
  });

  it("gives the probabilities of naive Bayes with smoothed counts, tempered, for words seen and unseen", () => {
    // Worked by hand: 0.3 smoothing, 21 features learnt, each label's total the features of its examples.
    const features = ["land", "title", "land title", "divorce"];
    const totals = { land: 9, family: 7, hours: 6 };
    const counts: Record<string, Record<string, number>> = { land: { land: 2, title: 1, "land title": 1 }, family: { divorce: 1 }, hours: {} };
    const scores = Object.entries(totals).map(([label, total]) => {
      const logLikelihood = features.reduce((sum, feature) => sum + Math.log(((counts[label][feature] ?? 0) + 0.3) / (total + 0.3 * 21)), 0);
      return [label, Math.exp(logLikelihood / 2)] as const;
    });
    const sum = scores.reduce((all, [, score]) => all + score, 0);
    const ranked = classifier.rank(["land", "title", "divorce"]);
    for (const [label, score] of scores) expect(ranked.find((reading) => reading.label === label)?.probability).toBeCloseTo(score / sum, 6);
  });

  it("has no reading for a message none of whose words it learnt", () => {
    expect(classifier.classify(["weather", "forecast"])).toEqual([]);
    expect(classifier.classify([])).toEqual([]);
  });
});
