/** @jest-environment node */
import { GET } from "@/app/api/health/route";
import { useTestDatabase } from "../helpers/database";

useTestDatabase();

it("answers 200 while the database is reachable", async () => {
  const response = await GET();
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ status: "ok", database: "reachable" });
});
