import { trainingSentences } from "./classifier-training";
import { VISITOR_EXAMPLES } from "./examples";

const RULES_DECIDE = /^(urgent|safety|legal-question|unknown|attorney:)/;

describe("the classifier's training sentences", () => {
  const sentences = trainingSentences();

  it("hold every development message under the answer it is labelled with", () => {
    const learnt = new Map([...sentences].map(([topic, list]) => [topic, new Set(list)]));
    const missing = VISITOR_EXAMPLES.filter((example) => !RULES_DECIDE.test(example.intent) && !learnt.get(example.intent)?.has(example.message));
    expect(missing).toEqual([]);
    expect(VISITOR_EXAMPLES.length).toBeGreaterThan(9000);
  });

  it("never teach an answer the rules give", () => {
    expect([...sentences.keys()].filter((topic) => RULES_DECIDE.test(topic))).toEqual([]);
  });

  it("cover every fixed answer, practice area and knowledge entry the chat ships with, and requests outside the firm's work", () => {
    expect([...sentences.keys()]).toEqual(
      expect.arrayContaining(["hours", "booking", "area:land", "area:criminal", "knowledge:Fees", "knowledge:Parking", "off-topic"]),
    );
  });
});
