/** @jest-environment node */
import { resetConfigForTests } from "@/lib/config";
import { disconnectFromDatabase } from "@/lib/db/connect";
import { GET } from "@/app/api/health/route";

const saved = { ...process.env };

beforeAll(() => {
  // Nothing listens on port 9 of the loopback: connecting fails fast.
  process.env.MONGODB_URI = "mongodb://127.0.0.1:9/chambers";
  resetConfigForTests();
});

afterAll(async () => {
  await disconnectFromDatabase();
  process.env = saved;
  resetConfigForTests();
});

it("answers 503 with a JSON reason when the database cannot be reached", async () => {
  const response = await GET();
  expect(response.status).toBe(503);
  const body = await response.json();
  expect(body.status).toBe("unavailable");
  expect(body.reason).toMatch(/Cannot reach MongoDB at mongodb:\/\/127\.0\.0\.1:9/);
}, 20_000);
