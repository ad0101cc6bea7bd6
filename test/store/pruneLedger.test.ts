import { createHash } from "node:crypto";
import { chmodSync, existsSync, readdirSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { openContentStore } from "../../src/store/contentStore.js";
import { FULL_PRUNE_EVERY_RUNS, FULL_PRUNE_MAX_AGE_MS, PRUNE_LEDGER_NAME, readPruneLedger, writePruneLedger } from "../../src/store/pruneLedger.js";
import { tempDirSync } from "../helpers/tempDir.js";

const dirs: string[] = [];
function tempDir(): string {
  const dir = tempDirSync("ledger");
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) {
    chmodSync(dir, 0o755);
    rmSync(dir, { recursive: true, force: true });
  }
});

const BOUND = 10_000;
const LONG_AGO = new Date(1_000_000);

function fileOf(dir: string, namespace: string, key: string): string {
  const hex = createHash("sha256").update(key).digest("hex");
  return join(dir, namespace, hex.slice(0, 2), hex);
}

/**
 * A folder whose ledger says there is room while it is really over BOUND: one run writes and
 * prunes (the ledger then holds the true total), then a run killed before closing its cache writes
 * an entry the ledger never hears of. Entry `old` is the least recently used one: a full prune
 * removes it, a run trusting the ledger leaves it.
 */
function undercountedFolder(): string {
  const dir = tempDir();
  const first = openContentStore({ dir, maxBytes: BOUND });
  first.put("documents", "old", new Uint8Array(4_000));
  utimesSync(fileOf(dir, "documents", "old"), LONG_AGO, LONG_AGO);
  expect(first.prune()).toBe(0);
  openContentStore({ dir, maxBytes: BOUND }).put("documents", "unrecorded", new Uint8Array(6_000));
  return dir;
}

/** One run that writes a small entry and closes the cache (prunes); what prune returned. */
function smallRun(dir: string, key: string): number {
  const store = openContentStore({ dir, maxBytes: BOUND });
  store.put("documents", key, new Uint8Array(100));
  return store.prune();
}

describe("prune ledger", () => {
  it("lets a run that writes little skip listing the store while the ledger shows room", () => {
    const dir = undercountedFolder();
    // Really 10,000 bytes plus headers: over the bound, yet only a listing could tell.
    expect(smallRun(dir, "small")).toBe(0);
    expect(existsSync(fileOf(dir, "documents", "old"))).toBe(true);
    expect(readPruneLedger(dir)).toMatchObject({ runs: 1 });
  });

  it("still enforces the bound once the ledger has been trusted for too many runs", () => {
    const dir = undercountedFolder();
    for (let run = 0; run < FULL_PRUNE_EVERY_RUNS; run++) {
      expect(smallRun(dir, `small ${run}`)).toBe(0);
    }
    expect(existsSync(fileOf(dir, "documents", "old"))).toBe(true);
    expect(smallRun(dir, "one more")).toBe(1);
    expect(existsSync(fileOf(dir, "documents", "old"))).toBe(false);
    expect(readPruneLedger(dir)).toMatchObject({ runs: 0 });
  });

  it("still enforces the bound once the ledger is older than its age limit", () => {
    const dir = undercountedFolder();
    const ledger = readPruneLedger(dir)!;
    writePruneLedger(dir, { ...ledger, prunedAt: Date.now() - FULL_PRUNE_MAX_AGE_MS - 60_000 });
    expect(smallRun(dir, "small")).toBe(1);
    expect(existsSync(fileOf(dir, "documents", "old"))).toBe(false);
  });

  it("lists the store when the ledger is missing, corrupt, foreign or from the future", () => {
    const now = Date.now();
    const cases: Array<(dir: string) => void> = [
      (dir) => rmSync(join(dir, PRUNE_LEDGER_NAME)),
      (dir) => writeFileSync(join(dir, PRUNE_LEDGER_NAME), '{"format":"chunkgate-prune-ledger-1","bytes":12'),
      (dir) => writeFileSync(join(dir, PRUNE_LEDGER_NAME), JSON.stringify({ format: "something-else", bytes: 0, runs: 0, prunedAt: now })),
      (dir) => writeFileSync(join(dir, PRUNE_LEDGER_NAME), JSON.stringify({ format: "chunkgate-prune-ledger-1", bytes: -5, runs: 0, prunedAt: now })),
      (dir) => writeFileSync(join(dir, PRUNE_LEDGER_NAME), JSON.stringify({ format: "chunkgate-prune-ledger-1", bytes: 0, runs: 0, prunedAt: now + 30 * 24 * 3600 * 1000 })),
    ];
    for (const spoil of cases) {
      const dir = undercountedFolder();
      spoil(dir);
      expect(smallRun(dir, "small")).toBe(1);
      expect(existsSync(fileOf(dir, "documents", "old"))).toBe(false);
      // The listing wrote a ledger holding what is really left.
      const ledger = readPruneLedger(dir)!;
      expect(ledger.runs).toBe(0);
      expect(ledger.bytes).toBeGreaterThan(5_000);
      expect(ledger.bytes).toBeLessThanOrEqual(BOUND);
    }
  });

  it("lists the store when what a run wrote could take it over the bound", () => {
    const dir = tempDir();
    const store = openContentStore({ dir, maxBytes: BOUND });
    store.put("documents", "old", new Uint8Array(4_000));
    utimesSync(fileOf(dir, "documents", "old"), LONG_AGO, LONG_AGO);
    expect(store.prune()).toBe(0);
    const next = openContentStore({ dir, maxBytes: BOUND });
    next.put("documents", "big", new Uint8Array(7_000));
    expect(next.prune()).toBe(1);
    expect(existsSync(fileOf(dir, "documents", "old"))).toBe(false);
  });

  it("is not an entry: pruning to nothing leaves it, holding zero bytes", () => {
    const dir = tempDir();
    const store = openContentStore({ dir, maxBytes: BOUND });
    store.put("documents", "a", new Uint8Array(100));
    expect(store.prune()).toBe(0);
    expect(existsSync(join(dir, PRUNE_LEDGER_NAME))).toBe(true);
    expect(store.prune(0)).toBe(1);
    expect(existsSync(join(dir, PRUNE_LEDGER_NAME))).toBe(true);
    expect(readPruneLedger(dir)).toMatchObject({ bytes: 0, runs: 0 });
    expect(readdirSync(dir).filter((name) => name.endsWith(".tmp"))).toEqual([]);
  });

  it("never throws nor creates the folder when it cannot be written", () => {
    const parent = tempDir();
    const dir = join(parent, "cache");
    writePruneLedger(dir, { bytes: 1, runs: 0, prunedAt: Date.now() });
    expect(existsSync(dir)).toBe(false);
    expect(readPruneLedger(dir)).toBeNull();
    const store = openContentStore({ dir, maxBytes: BOUND });
    expect(store.prune()).toBe(0);
    expect(existsSync(dir)).toBe(false);
  });
});
