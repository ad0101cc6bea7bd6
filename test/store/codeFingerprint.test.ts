import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { bundleFingerprint, FINGERPRINT_RECORD, fingerprintRecord } from "../../src/store/index.js";
import { tempDirSync } from "../helpers/tempDir.js";


const projectRoot = path.resolve(import.meta.dirname, "../..");

/** A bundle folder: an entry, a chunk, a ranks file and a nested bundle that is not part of it. */
function bundle(): string {
  const dir = tempDirSync("bundle");
  writeFileSync(path.join(dir, "index.js"), "export const a = 1;\n");
  writeFileSync(path.join(dir, "851.index.js"), "export const b = 2;\n");
  writeFileSync(path.join(dir, "bpe-ranks-o200k_base.bin"), "ranks");
  mkdirSync(path.join(dir, "cli"));
  writeFileSync(path.join(dir, "cli", "index.js"), "export const c = 3;\n");
  return dir;
}

describe("bundleFingerprint", () => {
  it("hashes the bundle's own module files, not its data or the bundles below it", () => {
    const dir = bundle();
    const before = bundleFingerprint(dir);
    expect(before).toMatch(/^[0-9a-f]{32}$/);
    writeFileSync(path.join(dir, "bpe-ranks-o200k_base.bin"), "other ranks");
    writeFileSync(path.join(dir, "cli", "index.js"), "export const c = 4;\n");
    expect(bundleFingerprint(dir)).toBe(before);
    writeFileSync(path.join(dir, "851.index.js"), "export const b = 3;\n");
    expect(bundleFingerprint(dir)).not.toBe(before);
  });

  it("reads the recorded fingerprint when the record names exactly the bundle's files and sizes", () => {
    const dir = bundle();
    const computed = bundleFingerprint(dir);
    writeFileSync(path.join(dir, FINGERPRINT_RECORD), fingerprintRecord(dir));
    expect(bundleFingerprint(dir)).toBe(computed);
    // The record is what is read: one that says otherwise is believed while files and sizes match...
    const record = JSON.parse(readFileSync(path.join(dir, FINGERPRINT_RECORD), "utf8")) as { fingerprint: string; files: Array<[string, number]> };
    writeFileSync(path.join(dir, FINGERPRINT_RECORD), JSON.stringify({ ...record, fingerprint: "0".repeat(32) }));
    expect(bundleFingerprint(dir)).toBe("0".repeat(32));
    // ...and ignored once a file's size changes, a file is added, or the record is damaged.
    writeFileSync(path.join(dir, "index.js"), "export const a = 10;\n");
    expect(bundleFingerprint(dir)).not.toBe("0".repeat(32));
    expect(bundleFingerprint(dir)).toBe(bundleFingerprint(dir));
    writeFileSync(path.join(dir, "index.js"), "export const a = 1;\n");
    expect(bundleFingerprint(dir)).toBe("0".repeat(32));
    writeFileSync(path.join(dir, "9.index.js"), "export {};\n");
    expect(bundleFingerprint(dir)).not.toBe("0".repeat(32));
    for (const damaged of ["{", '{"fingerprint":"xyz","files":[]}', "null"]) {
      const other = bundle();
      writeFileSync(path.join(other, FINGERPRINT_RECORD), damaged);
      expect(bundleFingerprint(other)).toBe(computed);
    }
  });

  it("matches the committed bundle: its record is the fingerprint of its files", () => {
    for (const dir of ["dist/cli"].map((d) => path.join(projectRoot, d))) {
      const record = path.join(dir, FINGERPRINT_RECORD);
      expect(existsSync(record), `${record} is missing: run npm run package`).toBe(true);
      expect(readFileSync(record, "utf8")).toBe(fingerprintRecord(dir));
    }
  });
});
