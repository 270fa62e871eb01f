/** @jest-environment node */
import { respondToMessage } from "@/lib/chat/engine";
import { TEXTS } from "@/lib/texts";
import { useTestDatabase } from "../../helpers/database";
import { EVALUATION_SET, type EvaluationCase } from "./evaluation-data";
import { DEVELOPMENT_EXTRA } from "./development-extra";
import { DEVELOPMENT_THIRD } from "./development-third";
import { DEVELOPMENT_FOURTH } from "./development-fourth";
import { DEVELOPMENT_SITUATIONS } from "./development-situations";
import { SECOND_TEST_SET } from "./second-test-set";
import { THIRD_TEST_SET } from "./third-test-set";
import { DEVELOPMENT_FIFTH } from "./development-fifth";
import { DEVELOPMENT_SITUATIONS_TWO } from "./development-situations-two";
import { DEVELOPMENT_SIXTH } from "./development-sixth";
import { DEVELOPMENT_SEVENTH } from "./development-seventh";
import { DEVELOPMENT_EIGHTH } from "./development-eighth";
import { DEVELOPMENT_NINTH } from "./development-ninth";
import { DEVELOPMENT_TENTH } from "./development-tenth";
import { DEVELOPMENT_ELEVENTH } from "./development-eleventh";
import { DEVELOPMENT_TWELFTH } from "./development-twelfth";
import { DEVELOPMENT_THIRTEENTH } from "./development-thirteenth";
import { DEVELOPMENT_FOURTEENTH } from "./development-fourteenth";
import { DEVELOPMENT_FIFTEENTH } from "./development-fifteenth";
import { DEVELOPMENT_SIXTEENTH } from "./development-sixteenth";
import { DEVELOPMENT_SEVENTEENTH } from "./development-seventeenth";
import { DEVELOPMENT_EIGHTEENTH } from "./development-eighteenth";
import { DEVELOPMENT_NINETEENTH } from "./development-nineteenth";
import { DEVELOPMENT_TWENTIETH } from "./development-twentieth";
import { FOURTH_TEST_SET } from "./fourth-test-set";
import { FIFTH_TEST_SET } from "./fifth-test-set";
import { SIXTH_TEST_SET } from "./sixth-test-set";
import { SEVENTH_TEST_SET } from "./seventh-test-set";
import { EIGHTH_TEST_SET } from "./eighth-test-set";
import { NINTH_TEST_SET } from "./ninth-test-set";
import { TENTH_TEST_SET } from "./tenth-test-set";
import { TEST_SET } from "./test-set";

useTestDatabase({ demoContent: true });

const INACTIVE = ["Augustine Cole", "Mariama Kanu"];
/** Every batch tuned on or kept for tuning: the first set and nineteen batches written later by authors who had not seen the chat (README). */
const DEVELOPMENT_SET = [
  ...EVALUATION_SET,
  ...DEVELOPMENT_EXTRA,
  ...DEVELOPMENT_THIRD,
  ...DEVELOPMENT_FOURTH,
  ...DEVELOPMENT_FIFTH,
  ...DEVELOPMENT_SIXTH,
  ...DEVELOPMENT_SEVENTH,
  ...DEVELOPMENT_EIGHTH,
  ...DEVELOPMENT_NINTH,
  ...DEVELOPMENT_TENTH,
  ...DEVELOPMENT_ELEVENTH,
  ...DEVELOPMENT_TWELFTH,
  ...DEVELOPMENT_THIRTEENTH,
  ...DEVELOPMENT_FOURTEENTH,
  ...DEVELOPMENT_FIFTEENTH,
  ...DEVELOPMENT_SIXTEENTH,
  ...DEVELOPMENT_SEVENTEENTH,
  ...DEVELOPMENT_EIGHTEENTH,
  ...DEVELOPMENT_NINETEENTH,
  ...DEVELOPMENT_TWENTIETH,
];
/** The batches about people held, in danger, questions for a lawyer and requests outside the firm's work (README). */
const SITUATIONS_SET = [...DEVELOPMENT_SITUATIONS, ...DEVELOPMENT_SITUATIONS_TWO];
/**
 * The floors this suite enforces. The goal on each test set is 95% right, at most 1% of answers
 * confidently wrong and every detention caught; the chat is not there yet (README: 96.8% and 2.0%
 * on the first test set; 94.7%, 4.2% and three detentions missed on the second; 94.2%, 4.2% and
 * two missed on the third; 88.0%, 7.8% and five missed on the fourth; 90.8%, 6.0% and none missed
 * on the fifth; 88.0%, 10.5% and one missed on the sixth; 93.5%, 5.0% and one missed on the
 * seventh; 89.8%, 6.3% and three missed on the eighth; 92.5%, 5.5% and two missed on the ninth;
 * 89.8%, 8.8% and one missed on the tenth), so these floors hold what it reaches against any
 * regression and are raised as it improves.
 */
const REQUIRED_ACCURACY = {
  development: 0.972,
  situations: 0.969,
  test: 0.967,
  "second test": 0.946,
  "third test": 0.941,
  "fourth test": 0.879,
  "fifth test": 0.907,
  "sixth test": 0.879,
  "seventh test": 0.934,
  "eighth test": 0.897,
  "ninth test": 0.924,
  "tenth test": 0.897,
} as const;
/** Share of a set that may get a confident answer about the wrong thing. */
const MAX_CONFIDENTLY_WRONG = {
  development: 0.02,
  situations: 0.027,
  test: 0.021,
  "second test": 0.043,
  "third test": 0.042,
  "fourth test": 0.078,
  "fifth test": 0.06,
  "sixth test": 0.105,
  "seventh test": 0.05,
  "eighth test": 0.063,
  "ninth test": 0.055,
  "tenth test": 0.088,
} as const;
/** Detentions a set may miss: none is the goal; a floor stands only where the chat still misses some. */
const MAX_MISSED_URGENT: Readonly<Record<keyof typeof REQUIRED_ACCURACY, number>> = {
  development: 1,
  situations: 0,
  test: 0,
  "second test": 3,
  "third test": 2,
  "fourth test": 5,
  "fifth test": 0,
  "sixth test": 1,
  "seventh test": 1,
  "eighth test": 3,
  "ninth test": 2,
  "tenth test": 1,
};
/** Each message goes through the whole chat, its rate limit and stored state included: 4,000 take seconds, more on a busy machine. */
const EVALUATION_TIMEOUT_MS = 180_000;
/** The honest "I'm not sure" answer: wrong when another was expected, but never misleading. */
const UNSURE = "unknown";
/**
 * "A false alarm on a calm question about criminal law is acceptable; a miss is not": the urgent
 * answer (the phone number and the criminal defence lawyers) where the criminal-law overview was
 * expected is counted apart, as a false alarm, neither right nor confidently wrong.
 */
function isFalseAlarm(example: EvaluationCase, intent: string): boolean {
  return intent === "urgent" && [example.intent, ...(example.also ?? [])].includes("area:criminal");
}

function categoryOf(intent: string): string {
  if (intent.startsWith("area:")) return "practice area";
  if (intent.startsWith("attorney:")) return "lawyer by name";
  if (intent.startsWith("knowledge:")) return "knowledge entry";
  if (["greeting", "thanks", "goodbye"].includes(intent)) return "small talk";
  if (["contact", "phone", "email", "address"].includes(intent)) return "contact";
  return intent;
}

interface Outcome {
  accuracy: number;
  confidentlyWrong: string[];
  falseAlarms: string[];
  missedUrgent: string[];
  neverInactive: string[];
  missingNote: string[];
  report: string;
}

async function evaluate(name: string, set: readonly EvaluationCase[]): Promise<Outcome> {
  const categories = new Map<string, { right: number; total: number }>();
  const misses: string[] = [];
  const confidentlyWrong: string[] = [];
  const falseAlarms: string[] = [];
  const missedUrgent: string[] = [];
  const neverInactive: string[] = [];
  const missingNote: string[] = [];
  for (const example of set) {
    const reply = await respondToMessage({ message: example.message });
    const missingNames = (example.attorneys ?? []).filter((person) => !reply.response.includes(person));
    const right = (reply.intent === example.intent || (example.also ?? []).includes(reply.intent)) && missingNames.length === 0;
    const category = categoryOf(example.intent);
    const tally = categories.get(category) ?? { right: 0, total: 0 };
    categories.set(category, { right: tally.right + (right ? 1 : 0), total: tally.total + 1 });
    if (!right) {
      const line = `${JSON.stringify(example.message)}: expected ${example.intent}, got ${reply.intent}${missingNames.length ? `, missing ${missingNames.join(", ")}` : ""}`;
      misses.push(line);
      if (isFalseAlarm(example, reply.intent)) falseAlarms.push(line);
      else if (reply.intent !== UNSURE) confidentlyWrong.push(line);
    }
    if (example.intent === "urgent" && reply.intent !== "urgent") missedUrgent.push(example.message);
    if (INACTIVE.some((person) => reply.response.includes(person))) neverInactive.push(example.message);
    const legal = /^(area:|legal-question|urgent)/.test(reply.intent);
    if (legal && !reply.response.endsWith(TEXTS.notLegalAdvice)) missingNote.push(example.message);
  }
  const accuracy = 1 - misses.length / set.length;
  const percent = (part: number, whole: number) => `${((part / whole) * 100).toFixed(1)}%`;
  const report = [
    `Chat evaluation, ${name} set: ${set.length - misses.length}/${set.length} = ${percent(set.length - misses.length, set.length)}; confidently wrong ${confidentlyWrong.length} (${percent(confidentlyWrong.length, set.length)}); false alarms ${falseAlarms.length} (${percent(falseAlarms.length, set.length)})`,
    ...[...categories.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([category, { right, total }]) => `  ${category.padEnd(16)} ${right}/${total}`),
    ...misses.map((miss) => `  ${confidentlyWrong.includes(miss) ? "WRONG" : falseAlarms.includes(miss) ? "false alarm" : "unsure"} ${miss}`),
  ].join("\n");
  return { accuracy, confidentlyWrong, falseAlarms, missedUrgent, neverInactive, missingNote, report };
}

/** 0.029 as "2.9%", without the float's stray digits. */
const asPercent = (share: number) => `${Number((share * 100).toFixed(1))}%`;

describe.each([
  ["development", DEVELOPMENT_SET],
  ["situations", SITUATIONS_SET],
  ["test", TEST_SET],
  ["second test", SECOND_TEST_SET],
  ["third test", THIRD_TEST_SET],
  ["fourth test", FOURTH_TEST_SET],
  ["fifth test", FIFTH_TEST_SET],
  ["sixth test", SIXTH_TEST_SET],
  ["seventh test", SEVENTH_TEST_SET],
  ["eighth test", EIGHTH_TEST_SET],
  ["ninth test", NINTH_TEST_SET],
  ["tenth test", TENTH_TEST_SET],
] as const)("the %s set", (name, set) => {
  it(
    `is answered right at least ${asPercent(REQUIRED_ACCURACY[name])} of the time, confidently wrong at most ${asPercent(MAX_CONFIDENTLY_WRONG[name])}, ${MAX_MISSED_URGENT[name] ? `at most ${MAX_MISSED_URGENT[name]} detention${MAX_MISSED_URGENT[name] === 1 ? "" : "s"} missed` : "every detention caught"}`,
    async () => {
      const outcome = await evaluate(name, set);
      console.log(outcome.report);
      expect(set.length).toBeGreaterThanOrEqual(300);
      expect(outcome.neverInactive).toEqual([]);
      expect(outcome.missingNote).toEqual([]);
      expect(outcome.missedUrgent.length).toBeLessThanOrEqual(MAX_MISSED_URGENT[name]);
      expect(outcome.confidentlyWrong.length / set.length).toBeLessThanOrEqual(MAX_CONFIDENTLY_WRONG[name]);
      expect(outcome.accuracy).toBeGreaterThanOrEqual(REQUIRED_ACCURACY[name]);
    },
    EVALUATION_TIMEOUT_MS,
  );
});

describe("the false-alarm rule", () => {
  it("sets apart only the urgent answer to a question expected to get the criminal-law overview", () => {
    expect(isFalseAlarm({ message: "my son is accused of theft", intent: "area:criminal" }, "urgent")).toBe(true);
    expect(isFalseAlarm({ message: "how does bail work", intent: "legal-question", also: ["area:criminal"] }, "urgent")).toBe(true);
    expect(isFalseAlarm({ message: "my son is accused of theft", intent: "area:criminal" }, "area:family")).toBe(false);
    expect(isFalseAlarm({ message: "my landlord locked my shop", intent: "area:land" }, "urgent")).toBe(false);
    expect(isFalseAlarm({ message: "can the police keep my car", intent: "legal-question" }, "urgent")).toBe(false);
  });
});
