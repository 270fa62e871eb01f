/** @jest-environment node */
import { respondToMessage } from "@/lib/chat/engine";
import { TEXTS } from "@/lib/texts";
import { useTestDatabase } from "../../helpers/database";
import { EVALUATION_SET } from "./evaluation-data";

useTestDatabase({ demoContent: true });

const INACTIVE = ["Augustine Cole", "Mariama Kanu"];
const REQUIRED_ACCURACY = 0.9;

describe("evaluation set", () => {
  it(`understands at least ${REQUIRED_ACCURACY * 100}% of ${EVALUATION_SET.length} visitor messages`, async () => {
    expect(EVALUATION_SET.length).toBeGreaterThanOrEqual(150);
    const misses: string[] = [];
    const neverInactive: string[] = [];
    const missingNote: string[] = [];
    for (const example of EVALUATION_SET) {
      const reply = await respondToMessage({ message: example.message });
      const missingNames = (example.attorneys ?? []).filter((name) => !reply.response.includes(name));
      if (reply.intent !== example.intent || missingNames.length > 0) {
        misses.push(`${JSON.stringify(example.message)}: expected ${example.intent}, got ${reply.intent}${missingNames.length ? `, missing ${missingNames.join(", ")}` : ""}`);
      }
      if (INACTIVE.some((name) => reply.response.includes(name))) neverInactive.push(example.message);
      const legal = /^(area:|legal-question|urgent)/.test(reply.intent);
      if (legal && !reply.response.endsWith(TEXTS.notLegalAdvice)) missingNote.push(example.message);
    }
    const accuracy = 1 - misses.length / EVALUATION_SET.length;
    console.log(
      [`Chat evaluation: ${EVALUATION_SET.length - misses.length}/${EVALUATION_SET.length} = ${(accuracy * 100).toFixed(1)}%`, ...misses.map((m) => `  miss ${m}`)].join("\n"),
    );
    expect(neverInactive).toEqual([]);
    expect(missingNote).toEqual([]);
    expect(accuracy).toBeGreaterThanOrEqual(REQUIRED_ACCURACY);
  });
});
