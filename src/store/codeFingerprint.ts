import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

let fingerprint: string | undefined;

/** A hash of the running code, once per process, for cache keys: nothing other code computed is served. */
export function codeFingerprint(): string {
  if (fingerprint !== undefined) return fingerprint;
  try {
    const { root, tree } = codeRoot(fileURLToPath(import.meta.url));
    fingerprint = tree ? hashModules(root, moduleFiles(root, true)) : bundleFingerprint(root);
  } catch {
    // No file to read (an unusual loader): the version in the keys still separates releases.
    fingerprint = createHash("sha256").update("unknown").digest("hex").slice(0, 32);
  }
  return fingerprint;
}

/** The file, beside a bundle, that records its fingerprint (written by scripts/package.mjs). */
export const FINGERPRINT_RECORD = "code-fingerprint.json";

interface FingerprintRecord {
  fingerprint: string;
  /** Each module file of the bundle folder, by name, with its size in bytes. */
  files: Array<[string, number]>;
}

/** The bundle in `dir`'s fingerprint: its record's when names and sizes are the folder's, else the files' hash. */
export function bundleFingerprint(dir: string): string {
  const files = moduleFiles(dir, false);
  const sizes = files.map((file): [string, number] => [path.basename(file), statSync(file).size]);
  const record = readRecord(path.join(dir, FINGERPRINT_RECORD));
  if (record && JSON.stringify(record.files) === JSON.stringify(sizes)) return record.fingerprint;
  return hashModules(dir, files);
}

/** The record of the bundle in `dir` as of now, for scripts/package.mjs to write beside it. */
export function fingerprintRecord(dir: string): string {
  const files = moduleFiles(dir, false);
  const record: FingerprintRecord = { fingerprint: hashModules(dir, files), files: files.map((file) => [path.basename(file), statSync(file).size]) };
  return `${JSON.stringify(record)}\n`;
}

function readRecord(file: string): FingerprintRecord | undefined {
  try {
    const record = JSON.parse(readFileSync(file, "utf8")) as Partial<FingerprintRecord>;
    const valid = typeof record.fingerprint === "string" && /^[0-9a-f]{32}$/.test(record.fingerprint) && Array.isArray(record.files);
    return valid ? (record as FingerprintRecord) : undefined;
  } catch {
    return undefined;
  }
}

function hashModules(root: string, files: string[]): string {
  const hash = createHash("sha256");
  for (const file of files) hash.update(path.relative(root, file)).update("\u0000").update(readFileSync(file)).update("\u0000");
  return hash.digest("hex").slice(0, 32);
}

/** The nearest `src` or `lib` above this module (a tree), else its own folder (a bundle); never above the package's folder. */
function codeRoot(file: string): { root: string; tree: boolean } {
  const own = path.dirname(file);
  for (let dir = own; ; dir = path.dirname(dir)) {
    const name = path.basename(dir);
    if (name === "src" || name === "lib") return { root: dir, tree: true };
    if (existsSync(path.join(dir, "package.json")) || path.dirname(dir) === dir) return { root: own, tree: false };
  }
}

/** The module files under `dir` in a stable order; in subfolders too when `tree`. */
function moduleFiles(dir: string, tree: boolean): string[] {
  const files: string[] = [];
  const walk = (folder: string): void => {
    for (const name of readdirSync(folder).sort()) {
      const full = path.join(folder, name);
      if (statSync(full).isDirectory()) {
        if (tree) walk(full);
      } else if (/\.(?:[cm]?js|ts)$/.test(name) && !name.endsWith(".d.ts")) files.push(full);
    }
  };
  walk(dir);
  return files;
}
