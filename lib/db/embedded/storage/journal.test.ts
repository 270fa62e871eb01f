/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Doc } from "../types";
import { JOURNAL_FILE, Journal, SNAPSHOT_FILE } from "./journal";
import { frameRecord, readRecords } from "./records";

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "edb-journal-"));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Applies put/del records to a map, as a collection's replay does. */
function replay(records: Doc[]): Map<unknown, Doc> {
  const state = new Map<unknown, Doc>();
  for (const r of records) {
    if (r.t === "put") state.set((r.doc as Doc)._id, r.doc as Doc);
    if (r.t === "del") state.delete(r.id);
  }
  return state;
}

describe("records", () => {
  it("stops at a torn or corrupt record", () => {
    const a = frameRecord({ t: "put", doc: { _id: 1 } });
    const b = frameRecord({ t: "put", doc: { _id: 2 } });
    expect(readRecords(Buffer.concat([a, b])).records).toHaveLength(2);
    expect(readRecords(Buffer.concat([a, b.subarray(0, b.length - 1)]))).toMatchObject({ validLength: a.length });
    const flipped = Buffer.from(b);
    flipped[flipped.length - 2] ^= 1;
    expect(readRecords(Buffer.concat([a, flipped])).validLength).toBe(a.length);
  });
});

describe("journal", () => {
  it("makes appended records durable on flush and replays them", async () => {
    const journal = Journal.create(dir, () => []);
    journal.append({ t: "put", doc: { _id: 1, v: "a" } });
    journal.append({ t: "put", doc: { _id: 2, v: "b" } });
    const flushes = [journal.flush(), journal.flush()];
    journal.append({ t: "del", id: 1 });
    await Promise.all([...flushes, journal.flush()]);
    await journal.close();
    const { records, journal: reopened } = Journal.load(dir, () => []);
    expect([...replay(records).keys()]).toEqual([2]);
    await reopened.close();
  });

  it("truncates a torn tail so later records are not lost behind it", async () => {
    const journal = Journal.create(dir, () => []);
    journal.append({ t: "put", doc: { _id: 1 } });
    await journal.flush();
    await journal.close();
    fs.appendFileSync(path.join(dir, JOURNAL_FILE), Buffer.from([50, 0, 0, 0, 1, 2, 3]));
    const first = Journal.load(dir, () => []);
    first.journal.append({ t: "put", doc: { _id: 2 } });
    await first.journal.flush();
    await first.journal.close();
    const second = Journal.load(dir, () => []);
    expect([...replay(second.records).keys()]).toEqual([1, 2]);
    await second.journal.close();
  });

  it("compacts into a snapshot once the journal outgrows it", async () => {
    const state = new Map<number, Doc>();
    const journal = Journal.create(dir, () => [...state.values()].map((doc) => ({ t: "put", doc })));
    const body = "x".repeat(64 * 1024);
    for (let i = 0; i < 40; i++) {
      const doc = { _id: i % 10, body, i };
      state.set(doc._id, doc);
      journal.append({ t: "put", doc });
      await journal.flush();
    }
    await journal.close();
    expect(fs.existsSync(path.join(dir, SNAPSHOT_FILE))).toBe(true);
    // the journal holds only what came after the last compaction
    expect(fs.statSync(path.join(dir, JOURNAL_FILE)).size).toBeLessThan(1 << 20);
    const { records, journal: reopened } = Journal.load(dir, () => []);
    const recovered = replay(records);
    expect(recovered.size).toBe(10);
    expect([...recovered.values()].map((d) => d.i).sort((a, b) => Number(a) - Number(b))).toEqual([30, 31, 32, 33, 34, 35, 36, 37, 38, 39]);
    await reopened.close();
  });

  it("recovers the same state if a crash left the old journal beside a new snapshot", async () => {
    // Simulate the window between renaming the new snapshot and truncating the journal.
    const history: Doc[] = [
      { t: "put", doc: { _id: 1, v: 1 } },
      { t: "put", doc: { _id: 2, v: 1 } },
      { t: "del", id: 1 },
      { t: "put", doc: { _id: 2, v: 2 } },
      { t: "put", doc: { _id: 1, v: 3 } },
    ];
    fs.writeFileSync(path.join(dir, JOURNAL_FILE), Buffer.concat(history.map(frameRecord)));
    const final = replay(history);
    fs.writeFileSync(path.join(dir, SNAPSHOT_FILE), Buffer.concat([...final.values()].map((doc) => frameRecord({ t: "put", doc }))));
    fs.writeFileSync(path.join(dir, `${SNAPSHOT_FILE}.tmp`), "partial");
    const { records, journal } = Journal.load(dir, () => []);
    expect(replay(records)).toEqual(final);
    expect(fs.existsSync(path.join(dir, `${SNAPSHOT_FILE}.tmp`))).toBe(false);
    await journal.close();
  });

  it("refuses further writes after the disk fails", async () => {
    const journal = Journal.create(dir, () => []);
    // Closing the descriptor underneath makes the next write fail as a broken disk would.
    fs.closeSync((journal as unknown as { fd: number }).fd);
    journal.append({ t: "put", doc: { _id: 1 } });
    await expect(journal.flush()).rejects.toThrow(/failed/);
    expect(() => journal.append({ t: "put", doc: { _id: 2 } })).toThrow(/failed/);
  });
});
