/** @jest-environment node */
import { combine } from "./engine";
import type { Classified, Match } from "./matcher";

const land: Match = { intent: { kind: "area", area: "land" }, score: 13, explains: ["land", "build"] };
const family: Match = { intent: { kind: "area", area: "family" }, score: 11, explains: ["mother", "died"] };
const classified = (landProbability: number, familyProbability: number): Classified[] =>
  [
    { intent: { kind: "area" as const, area: "land" as const }, probability: landProbability, evidence: ["land"] },
    { intent: { kind: "area" as const, area: "family" as const }, probability: familyProbability, evidence: ["died"] },
  ].sort((a, b) => b.probability - a.probability);

describe("combining the matcher's and the classifier's readings", () => {
  it("takes the matcher's runner-up only when the classifier is well ahead of the matcher's first reading", () => {
    expect(combine([land, family], false, classified(0.26, 0.32), 0.14).kind).toBe("unsure");
    const reading = combine([land, family], false, classified(0.15, 0.6), 0.14);
    expect(reading.kind === "classified" && reading.classified.intent).toEqual(family.intent);
  });

  it("rescues the matcher's own first reading when the classifier agrees", () => {
    const reading = combine([land, family], false, classified(0.35, 0.3), 0.14);
    expect(reading.kind === "classified" && reading.classified.intent).toEqual(land.intent);
  });

  it("doubts a match trusted on a few words when the classifier is twice as sure of another topic, not one that explains most of the message", () => {
    const arbitration: Classified = { intent: { kind: "area", area: "arbitration" }, probability: 0.37, evidence: ["neutral"] };
    const others: Classified[] = [arbitration, { intent: family.intent, probability: 0.06, evidence: [] }];
    expect(combine([family], true, others, 0.14)).toEqual({ kind: "unsure", contested: arbitration });
    expect(combine([family], true, others, 0.6).kind).toBe("match");
  });

  it("answers with the classifier's reading of a topic the matcher does not see only when it is fairly sure, and surer still against a confident match", () => {
    const criminal = (probability: number): Classified[] => [
      { intent: { kind: "area", area: "criminal" }, probability, evidence: ["charged"] },
      { intent: land.intent, probability: (1 - probability) / 4, evidence: [] },
    ];
    const alone = combine([land], false, criminal(0.65), 0.14);
    expect(alone.kind === "classified" && alone.classified.intent).toEqual({ kind: "area", area: "criminal" });
    expect(combine([land], false, criminal(0.55), 0.14).kind).toBe("unsure");
    const insisted = combine([land], true, criminal(0.75), 0.14);
    expect(insisted.kind === "classified" && insisted.classified.intent).toEqual({ kind: "area", area: "criminal" });
    expect(combine([land], true, criminal(0.65), 0.14).kind).toBe("unsure");
  });

  it("gives up a confident match on a few words whose topic the classifier all but rules out, for another world or not sure", () => {
    const elsewhere = (landProbability: number): Classified[] => [
      { intent: "off-topic", probability: 0.4, evidence: ["inverter"] },
      { intent: land.intent, probability: landProbability, evidence: [] },
    ];
    expect(combine([land], true, elsewhere(0.1), 0.25)).toEqual({ kind: "off-topic", classified: elsewhere(0.1)[0] });
    expect(combine([land], true, elsewhere(0.25), 0.25).kind).toBe("match");
    expect(combine([land], true, elsewhere(0.1), 0.6).kind).toBe("match");
    const unsureOfElsewhere: Classified[] = [
      { ...elsewhere(0.1)[0], probability: 0.25 },
      { intent: land.intent, probability: 0.1, evidence: [] },
    ];
    expect(combine([land], true, unsureOfElsewhere, 0.25).kind).toBe("match");
    const criminal: Classified = { intent: { kind: "area", area: "criminal" }, probability: 0.4, evidence: ["charged"] };
    expect(combine([land], true, [criminal, { intent: land.intent, probability: 0.1, evidence: [] }], 0.25)).toEqual({ kind: "unsure", contested: criminal });
  });

  it("steers back a confident match when the classifier is sure the message is outside the firm's work", () => {
    const outside = (probability: number): Classified[] => [
      { intent: "off-topic", probability, evidence: ["suit"] },
      { intent: land.intent, probability: 1 - probability, evidence: [] },
    ];
    expect(combine([land], true, outside(0.86), 0.5).kind).toBe("off-topic");
    expect(combine([land], true, outside(0.6), 0.5).kind).toBe("match");
  });
});
