import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

let fingerprint: string | undefined;

/**
 * A hash of the code that is running, for cache keys: a cached result computed by other code (a
 * newer parser, a changed tokenizer rule) is never served, without anyone having to remember to bump
 * a version. Computed once per process: for the bundled action and CLI, the bundle's files (the
 * code ships as a few files in one folder, hashed in milliseconds; other bundles in subfolders
 * are not part of it); when running from sources or the library build, every module file of that
 * tree. The same code gives the same hash on every machine, so
 * CI runs of one commit share their caches.
 */
export function codeFingerprint(): string {
  if (fingerprint !== undefined) return fingerprint;
  const hash = createHash("sha256");
  try {
    const { root, tree } = codeRoot(fileURLToPath(import.meta.url));
    for (const file of moduleFiles(root, tree)) hash.update(path.relative(root, file)).update("\u0000").update(readFileSync(file)).update("\u0000");
  } catch {
    // No file to read (an unusual loader): the version in the keys still separates releases.
    hash.update("unknown");
  }
  fingerprint = hash.digest("hex").slice(0, 32);
  return fingerprint;
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
