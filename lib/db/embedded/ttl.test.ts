/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { validateIndexSpec } from "./indexes";
import { Store } from "./store";
import { expireDocuments } from "./ttl";

it("deletes documents whose TTL date has passed, durably", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "edb-ttl-"));
  try {
    const store = Store.open(dir);
    const coll = store.ensureCollection("app", "sessions");
    coll.createIndex(validateIndexSpec({ key: { at: 1 }, name: "at_1", expireAfterSeconds: 3600 }));
    const now = Date.UTC(2024, 0, 1, 12);
    coll.insert({ _id: "old", at: new Date(now - 2 * 3600_000) });
    coll.insert({ _id: "fresh", at: new Date(now - 60_000) });
    coll.insert({ _id: "mixed", at: [new Date(now), new Date(now - 5 * 3600_000)] });
    coll.insert({ _id: "nodate", at: "yesterday" });
    await coll.flush();
    expect(await expireDocuments(store, now)).toBe(2);
    await store.close();
    const reopened = Store.open(dir);
    expect([...(reopened.collection("app", "sessions")?.records.values() ?? [])].map((r) => r.doc._id).sort()).toEqual(["fresh", "nodate"]);
    await reopened.close();
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
