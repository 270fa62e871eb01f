/** @jest-environment node */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { acquireLock } from "./lock";

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "edb-lock-"));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("data directory lock", () => {
  it("is exclusive while held and free after release", () => {
    const release = acquireLock(dir);
    expect(fs.readFileSync(path.join(dir, "LOCK"), "utf8").trim()).toBe(String(process.pid));
    expect(() => acquireLock(dir)).toThrow(`Data directory ${dir} is in use by this process`);
    release();
    acquireLock(dir)();
  });

  it("takes over a lock whose owner is gone", () => {
    const dead = spawnSync(process.execPath, ["-e", "process.exit(0)"]).pid as number;
    fs.writeFileSync(path.join(dir, "LOCK"), `${dead}\n`);
    const release = acquireLock(dir);
    expect(fs.readFileSync(path.join(dir, "LOCK"), "utf8").trim()).toBe(String(process.pid));
    release();
  });

  it("takes over an empty lock file left by a crash during creation", () => {
    fs.writeFileSync(path.join(dir, "LOCK"), "");
    acquireLock(dir)();
  });

  it("names the owning process", () => {
    // pid 1 always exists
    fs.writeFileSync(path.join(dir, "LOCK"), "1\n");
    expect(() => acquireLock(dir)).toThrow(/in use by process 1/);
  });
});
