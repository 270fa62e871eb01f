import { readTrainingTermsOnThread } from "./training-thread";
import { readTrainingTerms } from "./training-terms";

describe("the training thread", () => {
  it("sends every topic's sentences read exactly as they are read in the process itself", async () => {
    const [fromThread, here] = [new Map(await readTrainingTermsOnThread()), readTrainingTerms()];
    expect([...fromThread.keys()]).toEqual([...here.keys()]);
    expect(fromThread).toEqual(here);
    expect(fromThread.get("off-topic")?.length).toBeGreaterThan(1000);
  });
});
