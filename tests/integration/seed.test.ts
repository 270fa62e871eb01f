/** @jest-environment node */
import { existsSync } from "node:fs";
import path from "node:path";
import { getConfig } from "@/lib/config";
import { verifyPassword } from "@/lib/auth/password";
import { bootstrapDatabase, seedAll } from "@/lib/seed/seed";
import { DEMO_ATTORNEYS } from "@/lib/seed/demo-attorneys";
import { Attorney } from "@/models/Attorney";
import { QuickReply } from "@/models/QuickReply";
import { User } from "@/models/User";
import { useTestDatabase } from "../helpers/database";

useTestDatabase({ demoContent: true });

describe("first start", () => {
  it("creates the first super admin with the configured password, never exposing the hash", async () => {
    const admin = await User.findOne({ email: "admin@example.com" }).select("+passwordHash");
    expect(admin?.role).toBe("superadmin");
    expect(await verifyPassword("first-admin-password", admin!.passwordHash)).toBe(true);
    expect(JSON.stringify(admin!.toJSON())).not.toContain(admin!.passwordHash);
  });

  it("seeds the demo team with stored, optimized portraits, two of them inactive", async () => {
    const attorneys = await Attorney.find().lean();
    expect(attorneys).toHaveLength(DEMO_ATTORNEYS.length);
    expect(
      attorneys
        .filter((a) => !a.isActive)
        .map((a) => a.name)
        .sort(),
    ).toEqual(["Augustine Cole", "Mariama Kanu"]);
    for (const attorney of attorneys) {
      expect(attorney.image?.url).toMatch(/^\/uploads\/[a-f0-9]{32}\.webp$/);
      expect(existsSync(path.join(getConfig().uploadsDir, attorney.image!.url.replace("/uploads/", "")))).toBe(true);
      expect(attorney.bio.split(/\n\s*\n/).length).toBeGreaterThanOrEqual(2);
    }
  });

  it("seeds the four default quick replies in order", async () => {
    const replies = await QuickReply.find().sort({ order: 1 }).lean();
    expect(replies.map((r) => r.text)).toEqual(["Legal Services", "Meet Our Team", "Contact Information", "Schedule Consultation"]);
  });
});

describe("later starts and npm run seed", () => {
  it("never re-creates what staff deleted", async () => {
    await Attorney.deleteOne({ name: "Fatmata Kamara" });
    await bootstrapDatabase(() => undefined);
    expect(await Attorney.exists({ name: "Fatmata Kamara" })).toBeNull();
  });

  it("seeds idempotently: a second run adds nothing twice", async () => {
    const log: string[] = [];
    await seedAll((line) => log.push(line));
    await seedAll((line) => log.push(line));
    expect(await Attorney.countDocuments()).toBe(DEMO_ATTORNEYS.length);
    expect(await QuickReply.countDocuments()).toBe(4);
    expect(await User.countDocuments()).toBe(1);
    expect(log).toEqual(["Seeded 1 attorneys and 0 quick replies.", "Seeded 0 attorneys and 0 quick replies."]);
  });
});
