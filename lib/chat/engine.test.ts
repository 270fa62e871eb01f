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
});
