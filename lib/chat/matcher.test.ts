/** @jest-environment node */
import { IntentMatcher, readTrainingSentences, type TrainingTerms } from "./matcher";

let training: TrainingTerms;
let matcher: IntentMatcher;

beforeAll(async () => {
  training = await readTrainingSentences();
  matcher = new IntentMatcher(
    {
      attorneys: [
        { _id: "a1", name: "Hawa Turay" },
        { _id: "a2", name: "Mohamed Conteh" },
        // A name with characters a pattern would read as syntax, which must stay plain words.
        { _id: "a3", name: "Dr. (Ade) O'Neil-Smith*" },
      ],
      knowledge: [],
    },
    training,
  );
});

describe("the firm's own name", () => {
  it("names no lawyer, though it shares a lawyer's surname, however it is shortened", () => {
    const firm = new IntentMatcher({ attorneys: [{ _id: "k1", name: "Fatmata Kamara" }], knowledge: [] }, training);
    expect(firm.read("Good morning to all at Kamara Chambers").terms).not.toContain("kamara");
    expect(firm.read("Kamara & Associates Chambers email").terms).not.toContain("kamara");
    expect(firm.read("KAMARA AND ASSOCIATES, where are you?").terms).not.toContain("kamara");
    expect(firm.read("is Fatmata Kamara in chambers today").terms).toContain("kamara");
    expect(firm.read("Mrs Kamara please").terms).toContain("kamara");
  });
});

describe("a booking asked of a lawyer by name", () => {
  it("is recognised when the visitor asks to meet one, or to talk to one on a given day", () => {
    expect(matcher.read("a wan mit Mohamed Conteh bot mi lan").phrases).toContain("booking");
    expect(matcher.read("can I see Mr Conteh").phrases).toContain("booking");
    expect(matcher.read("I want to talk to Hawa Turay about my mother's will. Is Wednesday possible?").phrases).toContain("booking");
    expect(matcher.read("can I meet oneil smith").phrases).toContain("booking");
    expect(matcher.read("reserve a time wit Hawa Turay pls, mediation for me n my partner").phrases).toContain("booking");
    expect(matcher.read("I'd like to consult Mohamed Conteh about my land case").phrases).toContain("booking");
    expect(matcher.read("Would it be possible for Mrs. Hawa Turay to receive me at the chambers?").phrases).toContain("booking");
    expect(matcher.read("I should be grateful for an appointment with Mr. Conteh at his earliest convenience").phrases).toContain("booking");
    expect(matcher.read("a wan bok appointment wit Hawa Turay").phrases).toContain("booking");
    expect(matcher.read("Dear Sir, I wish to meet with Hawa Turay regarding my divorce").phrases).toContain("booking");
  });

  it("is not read into a wish to speak to one, a name alone or another person met", () => {
    expect(matcher.read("I want to speak to Hawa Turay").phrases).not.toContain("booking");
    expect(matcher.read("who is Mohamed Conteh").phrases).not.toContain("booking");
    expect(matcher.read("I went to see my uncle in Bo").phrases).not.toContain("booking");
    expect(matcher.read("(ade)*+ meet ???").phrases).not.toContain("booking");
    expect(matcher.read("I had an appointment with Hawa Turay last week and she said to bring the deed").phrases).not.toContain("booking");
    expect(matcher.read("my appointment with Mohamed Conteh is on Friday, where do I park?").phrases).not.toContain("booking");
  });

  it("reads 1,000 characters aimed at the pattern without backtracking for long", () => {
    const started = performance.now();
    for (const seed of [
      "talk to hawa ",
      "speak with mr turay ",
      "meet ",
      "see dr conteh talk to ",
      "book a time with ",
      "kamara and associates chambers ",
      "turay turay receive ",
    ])
      matcher.read(seed.repeat(100).slice(0, 1000));
    // A few milliseconds each on this machine; the margin is for a slow one, not a target.
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});

describe("the classifier's training sentences", () => {
  it("are read once per process, and a matcher rebuilt for new data learns a staff entry's words at once", async () => {
    expect(await readTrainingSentences()).toBe(training);
    const withEntry = new IntentMatcher({ attorneys: [], knowledge: [{ _id: "w1", title: "Wifi", keywords: ["wifi password"] }] }, training);
    expect(withEntry.knows("wifi")).toBe(true);
    expect(training.get("off-topic")?.length).toBeGreaterThan(1000);
  });

  it("give one reading of a message: its topics without the situations, and a situation only when that is the likeliest", () => {
    const readings = matcher.readings(matcher.read("my brother was picked up by plain clothes men an hour ago, nobody will say where he is"));
    expect(readings.situation?.situation).toBe("urgent");
    expect(readings.topics.reduce((sum, topic) => sum + topic.probability, 0)).toBeCloseTo(1);
    expect(matcher.readings(matcher.read("what time do you open")).situation).toBeUndefined();
  });
});
