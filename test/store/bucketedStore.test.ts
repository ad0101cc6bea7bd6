import { createHash } from "node:crypto";
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { openBucketedStore } from "../../src/store/bucketedStore.js";
import { openContentStore } from "../../src/store/contentStore.js";
import { countingStore } from "../helpers/countingStore.js";

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "chunkgate-buckets-"));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const entryFiles = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name));

/** A value as bytes (its JSON), and back. */
const bytes = (value: unknown): Uint8Array => Buffer.from(JSON.stringify(value), "utf8");
const valueOf = (found: Uint8Array | undefined): unknown => (found === undefined ? undefined : JSON.parse(Buffer.from(found).toString("utf8")));

describe("bucketed store", () => {
  it("keeps values between runs, written once per changed bucket at flush", () => {
    const dir = tempDir();
    const first = openBucketedStore({ store: openContentStore({ dir }), namespace: "documents", version: "v1" });
    for (let i = 0; i < 100; i++) first.set(`doc ${i}`, bytes({ n: i }));
    expect(entryFiles(dir)).toEqual([]);
    const written = first.flush();
    // one file per bucket the 100 keys fall in, not one per key
    expect(written).toBe(new Set(Array.from({ length: 100 }, (_, i) => first.bucketName(`doc ${i}`))).size);
    expect(written).toBeLessThan(100);
    expect(entryFiles(dir)).toHaveLength(written);
    const second = openBucketedStore({ store: openContentStore({ dir }), namespace: "documents", version: "v1" });
    expect(valueOf(second.get("doc 42"))).toEqual({ n: 42 });
    expect(second.get("doc 100")).toBeUndefined();
    expect(second.flush()).toBe(0);
  });

  it("lets go of a released bucket's values and reads them again on use, but never releases unwritten ones", () => {
    const dir = tempDir();
    const store = countingStore(openContentStore({ dir }));
    const first = openBucketedStore({ store, namespace: "documents", version: "v1" });
    for (let i = 0; i < 2000; i++) first.set(`doc ${i}`, bytes({ n: i }));
    first.flush();
    const second = openBucketedStore({ store, namespace: "documents", version: "v1" });
    const name = second.bucketName("doc 7");
    expect(name).toMatch(/^[0-9a-f]{2}$/);
    const sameBucket = Array.from({ length: 2000 }, (_, i) => `doc ${i}`).filter((key) => key !== "doc 7" && second.bucketName(key) === name);
    expect(valueOf(second.get("doc 7"))).toEqual({ n: 7 });
    const hitsBefore = store.counts("documents").hits;
    second.release(name);
    expect(valueOf(second.get(sameBucket[0] ?? "doc 7"))).toEqual({ n: Number((sameBucket[0] ?? "doc 7").slice(4)) });
    // released: the bucket was read from the store again
    expect(store.counts("documents").hits).toBe(hitsBefore + 1);
    // a bucket with a value set and not yet written is not let go of: the value is written at flush
    second.set("doc 7", bytes({ n: 700 }));
    second.release(name);
    expect(valueOf(second.get("doc 7"))).toEqual({ n: 700 });
    expect(store.counts("documents").hits).toBe(hitsBefore + 1);
    expect(second.flush()).toBe(1);
    const third = openBucketedStore({ store: openContentStore({ dir }), namespace: "documents", version: "v1" });
    expect(valueOf(third.get("doc 7"))).toEqual({ n: 700 });
    for (const key of sameBucket) expect(valueOf(third.get(key))).toEqual({ n: Number(key.slice(4)) });
  });

  it("never serves values written under another version", () => {
    const dir = tempDir();
    const old = openBucketedStore({ store: openContentStore({ dir }), namespace: "documents", version: "parser 1" });
    old.set("a.md", bytes("old parse"));
    old.flush();
    const current = openBucketedStore({ store: openContentStore({ dir }), namespace: "documents", version: "parser 2" });
    expect(current.get("a.md")).toBeUndefined();
  });

  it("reads a corrupt bucket as empty and rewrites it", () => {
    const dir = tempDir();
    const store = openBucketedStore({ store: openContentStore({ dir }), namespace: "documents", version: "v1" });
    store.set("a.md", bytes("value"));
    store.flush();
    const [file] = entryFiles(dir);
    writeFileSync(file!, "garbage");
    const reopened = openBucketedStore({ store: openContentStore({ dir }), namespace: "documents", version: "v1" });
    expect(reopened.get("a.md")).toBeUndefined();
    reopened.set("a.md", bytes("again"));
    reopened.flush();
    expect(openBucketedStore({ store: openContentStore({ dir }), namespace: "documents", version: "v1" }).get("a.md")).toEqual(bytes("again"));
  });

  it("drops values this run did not use, oldest first, when a bucket outgrows its bound", () => {
    const dir = tempDir();
    const options = { namespace: "documents", version: "v1", maxBucketBytes: 1500 };
    const first = openBucketedStore({ store: openContentStore({ dir }), ...options });
    // Keys chosen to share one bucket: the bound applies per bucket.
    const keys = sameBucketKeys(12);
    for (const key of keys.slice(0, 10)) first.set(key, Buffer.from("x".repeat(150)));
    first.flush();
    const second = openBucketedStore({ store: openContentStore({ dir }), ...options });
    expect(second.get(keys[9]!)).toBeDefined();
    second.set(keys[10]!, Buffer.from("y".repeat(150)));
    second.set(keys[11]!, Buffer.from("y".repeat(150)));
    second.flush();
    const third = openBucketedStore({ store: openContentStore({ dir }), ...options });
    const kept = keys.filter((key) => third.get(key) !== undefined);
    // Used or new in the last run: kept; the oldest unused ones went first.
    expect(kept).toContain(keys[9]);
    expect(kept).toContain(keys[10]);
    expect(kept).toContain(keys[11]);
    // 12 entries of about 164 bytes in a bucket of 1,500: the three oldest unused ones went.
    expect(kept).toEqual(keys.slice(3));
  });

});

/** `count` keys whose SHA-1 starts with the same two hex digits (one bucket of 256). */
function sameBucketKeys(count: number): string[] {
  const keys: string[] = [];
  for (let i = 0; keys.length < count; i++) {
    const key = `doc ${i}`;
    if (createHash("sha1").update(key).digest("hex").startsWith("00")) keys.push(key);
  }
  return keys;
}

describe("bucket bytes", () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  const binaryDir = () => {
    const dir = mkdtempSync(join(tmpdir(), "chunkgate-binary-"));
    dirs.push(dir);
    return dir;
  };

  it("gives back the bytes stored, after a reopen, and refuses a value that is not bytes", () => {
    const dir = binaryDir();
    const first = openBucketedStore({ store: openContentStore({ dir }), namespace: "chunks", version: "v1" });
    first.set("a.md", Uint8Array.from([1, 2, 3]));
    first.set("b.md", new Uint8Array(0));
    first.set("ünï.md", Uint8Array.from([255]));
    first.flush();
    const second = openBucketedStore({ store: openContentStore({ dir }), namespace: "chunks", version: "v1" });
    expect([...(second.get("a.md") as Uint8Array)]).toEqual([1, 2, 3]);
    expect([...(second.get("b.md") as Uint8Array)]).toEqual([]);
    expect([...(second.get("ünï.md") as Uint8Array)]).toEqual([255]);
    expect(second.get("c.md")).toBeUndefined();
    second.set("c.md", "text" as unknown as Uint8Array);
    expect(() => second.flush()).toThrow(/holds bytes/);
  });

  it("reads a bucket that is not of its layout as empty", () => {
    const dir = binaryDir();
    const store = openContentStore({ dir });
    const buckets = openBucketedStore({ store, namespace: "chunks", version: "v1" });
    // a bucket of the older JSON layout, verified by the store but not of this one
    store.put("chunks", `v1\u0000bucket ${buckets.bucketName("a.md")}`, bytes({ "a.md": { some: "json" } }));
    expect(buckets.get("a.md")).toBeUndefined();
  });
});
