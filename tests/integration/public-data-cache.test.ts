/** @jest-environment node */
import mongoose from "mongoose";
import { resetConfigForTests } from "@/lib/config";
import { disconnectFromDatabase, connectToDatabase } from "@/lib/db/connect";
import { listPublicAttorneys } from "@/lib/services/public-attorneys";
import { getFirmContact, updateFirmContact } from "@/lib/services/firm";
import { DEFAULT_FIRM_CONTACT } from "@/lib/firm";
import { useTestDatabase } from "../helpers/database";

useTestDatabase({ demoContent: true });

/** Counts the queries Mongoose sends while `run` runs. */
async function queriesDuring(run: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  mongoose.set("debug", (collection: string, method: string) => {
    seen.push(`${collection}.${method}`);
  });
  try {
    await run();
  } finally {
    mongoose.set("debug", false);
  }
  return seen;
}

it("public pages' data is read from the database once, not per request", async () => {
  await Promise.all([listPublicAttorneys(), getFirmContact()]);
  const queries = await queriesDuring(async () => {
    for (let i = 0; i < 200; i++) await Promise.all([listPublicAttorneys(), getFirmContact()]);
  });
  expect(queries).toEqual([]);
});

it("a firm contact change is shown at once by the instance that made it", async () => {
  const contact = {
    address: "3 Lightfoot Boston Street, Freetown",
    phone: "+232 76 123 456",
    emails: ["a@example.com", "b@example.com"] as [string, string],
    social: {},
  };
  expect((await getFirmContact()).address).toBe(DEFAULT_FIRM_CONTACT.address);
  await updateFirmContact(contact);
  expect((await getFirmContact()).address).toBe(contact.address);
});

it("serves the last good values while the database is away, then reads it again", async () => {
  const attorneys = await listPublicAttorneys();
  const contact = await getFirmContact();
  await disconnectFromDatabase();
  process.env.MONGODB_URI = "mongodb://127.0.0.1:9/unreachable";
  resetConfigForTests();
  await new Promise((resolve) => setTimeout(resolve, 4100));
  await expect(connectToDatabase()).rejects.toThrow(/Cannot reach MongoDB/);
  expect(await listPublicAttorneys()).toEqual(attorneys);
  expect(await getFirmContact()).toEqual(contact);
  delete process.env.MONGODB_URI;
  resetConfigForTests();
  await connectToDatabase();
  expect(await listPublicAttorneys()).toEqual(attorneys);
}, 30_000);
