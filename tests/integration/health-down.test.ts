/** @jest-environment node */
import { resetConfigForTests } from "@/lib/config";
import { DATABASE_UNREACHABLE_REASON, disconnectFromDatabase } from "@/lib/db/connect";
import { GET } from "@/app/api/health/route";
import { logger } from "@/lib/log";

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

it("answers 503 with a generic reason, and logs the detail instead of showing it", async () => {
  const logged = jest.spyOn(logger, "error");
  try {
    const response = await GET();
    expect(response.status).toBe(503);
    const body = await response.json();
    expect(body).toEqual({ status: "unavailable", database: "unreachable", reason: DATABASE_UNREACHABLE_REASON });
    expect(JSON.stringify(body)).not.toMatch(/127\.0\.0\.1|:9\b|mongodb:/);
    expect(JSON.stringify(logged.mock.calls)).toMatch(/Cannot reach MongoDB at mongodb:\/\/127\.0\.0\.1:9/);
  } finally {
    logged.mockRestore();
  }
}, 20_000);
