/** @jest-environment node */
import { contentTerms, readMessage, stem } from "./normalize";
import { isCancel as cancels, isStartOver as startsOver, isUrgent as urgent, needsJudgement as judgement } from "./rules";

const isUrgent = (text: string) => urgent(readMessage(text));
const needsJudgement = (text: string) => judgement(readMessage(text));
const isCancel = (text: string) => cancels(readMessage(text));
const isStartOver = (text: string) => startsOver(readMessage(text));

describe("normalisation", () => {
  it("folds case, punctuation, shorthand and endings", () => {
    expect(contentTerms("Where are U LOCATED??")).toEqual(["where", "locat"]);
    expect(contentTerms("I need a lawyer for my divorces")).toEqual(["lawyer", "divorce"]);
    expect(stem("registering")).toBe(stem("register"));
  });

  it("keeps 'will' only as the document", () => {
    expect(contentTerms("I want to make a will")).toContain("testament");
    expect(contentTerms("will you help")).not.toContain("testament");
  });
});

describe("safety rules", () => {
  it.each(["my brother was arrested", "he is in police custody", "they are holding him at the police station", "EMERGENCY"])("treats %s as urgent", (message) => {
    expect(isUrgent(message)).toBe(true);
  });

  it.each(["do you handle bail applications", "criminal lawyer", "arrest warrant questions"])("does not treat %s as urgent", (message) => {
    expect(isUrgent(message)).toBe(false);
  });

  it.each(["Can I sue my boss?", "is it legal to record a call", "what are my rights", "will I win"])("defers %s", (message) => {
    expect(needsJudgement(message)).toBe("certain");
  });

  it("knows cancel and start over, and nothing else as either", () => {
    expect(isCancel("Cancel")).toBe(true);
    expect(isCancel("cancel the booking")).toBe(true);
    expect(isStartOver("start over!")).toBe(true);
    expect(isCancel("I want to cancel my contract with a supplier")).toBe(false);
  });
});
