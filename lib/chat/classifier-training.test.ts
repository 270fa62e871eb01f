import { trainingSentences } from "./classifier-training";
import { VISITOR_EXAMPLES } from "./examples";

const NOT_LEARNT = /^(unknown|attorney:)/;

describe("the classifier's training sentences", () => {
  const sentences = trainingSentences();

  it("hold every development message under the answer it is labelled with", () => {
    const learnt = new Map([...sentences].map(([topic, list]) => [topic, new Set(list)]));
    const missing = VISITOR_EXAMPLES.filter((example) => !NOT_LEARNT.test(example.intent) && !learnt.get(example.intent)?.has(example.message));
    expect(missing).toEqual([]);
    expect(VISITOR_EXAMPLES.length).toBeGreaterThan(9000);
  });

  it("teach someone held, in danger or asking for a lawyer's judgement, but never 'not sure' nor a lawyer by name", () => {
    expect([...sentences.keys()]).toEqual(expect.arrayContaining(["urgent", "safety", "legal-question"]));
    expect([...sentences.keys()].filter((topic) => NOT_LEARNT.test(topic))).toEqual([]);
  });

  it("cover every fixed answer, practice area and knowledge entry the chat ships with, and requests outside the firm's work", () => {
    expect([...sentences.keys()]).toEqual(
      expect.arrayContaining(["hours", "booking", "area:land", "area:criminal", "knowledge:Fees", "knowledge:Parking", "off-topic"]),
    );
  });
});
