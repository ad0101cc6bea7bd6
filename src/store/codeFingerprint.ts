import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

let fingerprint: string | undefined;

/**
 * A hash of the code that is running, for cache keys: a cached result computed by other code (a
 * newer parser, a changed tokenizer rule) is never served, without anyone having to remember to bump
 * a version. Computed once per process: for the bundled action and CLI, the bundle's files (the
 * code ships as a few files in one folder; other bundles in subfolders are not part of it), read
 * from the record the package script leaves beside them when it matches (bundleFingerprint); when
 * running from sources or the library build, every module file of that tree. The same code gives the same hash on every machine, so
 * CI runs of one commit share their caches.
 */
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

/**
 * The fingerprint of the bundle in `dir`: the recorded one when `dir` holds a record whose module
 * files, names and sizes, are exactly the folder's; else the hash of the files. Hashing the bundle
 * reads every module on every run; the record costs a listing. A rebuild always rewrites the
 * record (the package script empties `dist/` first), and a bundle built or edited any other way
 * differs in its files or sizes and is hashed.
 */
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

/**
 * The folder whose modules make up the running code: the nearest `src` or `lib` above this module
 * when running from a tree, else this module's own folder (a bundle). The search stops at the
 * package's folder (one with a package.json), so it never wanders into unrelated folders above.
 */
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
