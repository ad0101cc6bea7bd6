import { createHash } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { noContentStore, openContentStore } from "../../src/store/contentStore.js";
import { tempDirSync } from "../helpers/tempDir.js";

const dirs: string[] = [];
function tempDir(): string {
  const dir = tempDirSync("cache");
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) {
    chmodSync(dir, 0o755);
    rmSync(dir, { recursive: true, force: true });
  }
});

function entryFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name));
}

const bytes = (text: string) => new TextEncoder().encode(text);
const text = (value: Uint8Array | null) => (value === null ? null : new TextDecoder().decode(value));

describe("content store", () => {
  it("returns exactly what was stored under the same namespace and key, and misses otherwise", () => {
    const store = openContentStore({ dir: tempDir() });
    store.put("documents", "a.md\u0000v1", bytes("prepared a"));
    expect(text(store.get("documents", "a.md\u0000v1"))).toBe("prepared a");
    expect(store.get("documents", "a.md\u0000v2")).toBeNull();
    expect(store.get("answers", "a.md\u0000v1")).toBeNull();
    expect(store.stats).toEqual({ writes: 1, failedWrites: 0 });
  });

  it("persists between stores opened on the same folder, laid out as namespace/prefix/hash", () => {
    const dir = tempDir();
    openContentStore({ dir }).put("answers", bytes("model\u0000text"), bytes("vector"));
    const [file] = entryFiles(dir);
    expect(file).toMatch(/answers\/([0-9a-f]{2})\/\1[0-9a-f]{62}$/);
    expect(text(openContentStore({ dir }).get("answers", bytes("model\u0000text")))).toBe("vector");
  });

  it("rejects and deletes a corrupt, truncated or foreign entry instead of serving it", () => {
    const dir = tempDir();
    const store = openContentStore({ dir });
    store.put("documents", "one", bytes("value one"));
    store.put("documents", "two", bytes("value two"));
    const one = fileOf(dir, "documents", "one");
    const two = fileOf(dir, "documents", "two");
    const original = readFileSync(one);

    const corrupt = Buffer.from(original);
    corrupt[corrupt.length - 1]! ^= 0xff;
    writeFileSync(one, corrupt);
    expect(store.get("documents", "one")).toBeNull();
    expect(existsSync(one)).toBe(false);

    // A valid entry copied under another key's name is foreign: its key hash does not match.
    writeFileSync(one, original);
    writeFileSync(two, original);
    expect(store.get("documents", "two")).toBeNull();
    expect(text(store.get("documents", "one"))).toBe("value one");

    writeFileSync(one, original.subarray(0, 10));
    expect(store.get("documents", "one")).toBeNull();
    expect(existsSync(one)).toBe(false);

    store.put("documents", "one", bytes("value one"));
    expect(text(store.get("documents", "one"))).toBe("value one");
  });

  it("never throws when it cannot write, and counts the failure", () => {
    const dir = tempDir();
    chmodSync(dir, 0o500);
    const store = openContentStore({ dir: join(dir, "cache") });
    store.put("documents", "k", bytes("v"));
    // root ignores permission bits; then the write succeeds, which is also fine for this contract.
    expect(store.stats.writes + store.stats.failedWrites).toBe(1);
    expect(() => store.get("documents", "k")).not.toThrow();
  });

  it("prunes the least recently used entries down to the bound", () => {
    const dir = tempDir();
    const store = openContentStore({ dir, maxBytes: 10_000 });
    const keys = ["a", "b", "c", "d"];
    keys.forEach((key) => store.put("documents", key, new Uint8Array(4_000)));
    keys.forEach((key, i) => utimesSync(fileOf(dir, "documents", key), new Date(1_000_000 + i * 1000), new Date(1_000_000 + i * 1000)));
    // Reading `a` makes it the most recently used, so `b` and `c` go first.
    expect(store.get("documents", "a")).not.toBeNull();
    expect(store.prune()).toBe(2);
    expect(store.get("documents", "b")).toBeNull();
    expect(store.get("documents", "c")).toBeNull();
    expect(store.get("documents", "a")).not.toBeNull();
    expect(store.get("documents", "d")).not.toBeNull();
    expect(store.prune()).toBe(0);
  });

  it("prunes only regular files named as its entries, never following a link, and reads no entry through a link", () => {
    const dir = tempDir();
    const outside = tempDir();
    writeFileSync(join(outside, "precious"), "x".repeat(8_000));
    const store = openContentStore({ dir, maxBytes: 1 });
    store.put("documents", "a", new Uint8Array(4_000));
    const entry = fileOf(dir, "documents", "b");
    mkdirSync(join(entry, ".."), { recursive: true });
    symlinkSync(join(outside, "precious"), entry);
    writeFileSync(join(dir, "documents", "notes.txt"), "not an entry");
    mkdirSync(join(dir, "documents", "zz"));
    writeFileSync(join(dir, "documents", "zz", "not-a-hash"), "not an entry either");
    expect(store.get("documents", "b")).toBeNull();
    expect(store.prune()).toBe(1);
    expect(readFileSync(join(outside, "precious"), "utf8")).toBe("x".repeat(8_000));
    expect(readFileSync(join(dir, "documents", "zz", "not-a-hash"), "utf8")).toBe("not an entry either");
    expect(existsSync(join(dir, "documents", "notes.txt"))).toBe(true);
  });

  it("refuses a namespace that could leave the folder", () => {
    const store = openContentStore({ dir: tempDir() });
    expect(() => store.put("../x", "k", bytes("v"))).toThrow(/namespace/);
  });

  it("the empty store holds nothing", () => {
    const store = noContentStore();
    store.put("documents", "k", bytes("v"));
    expect(store.get("documents", "k")).toBeNull();
    expect([store.touch("documents", "k"), store.prune(), store.stats.writes]).toEqual([false, 0, 0]);
  });
});

function fileOf(dir: string, namespace: string, key: string): string {
  const hex = createHash("sha256").update(key).digest("hex");
  return join(dir, namespace, hex.slice(0, 2), hex);
}
