import { type Dirent, lstatSync, readdirSync, realpathSync, statSync } from "node:fs";
import path from "node:path";
import type { Resolved, TreeAccess, TreeEntry } from "./treeAccess.js";

/** The folder `root` (a real path) as a TreeAccess, synchronous: a thread-pool round trip costs more than a listing. */
export function diskTree(root: string): TreeAccess {
  return {
    async list(folder) {
      const where = path.join(root, folder);
      let entries: Dirent[];
      try {
        entries = readdirSync(where, { withFileTypes: true });
      } catch (error) {
        return { error: (error as NodeJS.ErrnoException).code ?? "unknown error" };
      }
      const bad = entries.some((e) => e.name.includes("\uFFFD")) ? badNames(where) : new Set<string>();
      return entries.map((entry): TreeEntry => {
        const kind = kindOf(entry, where);
        return bad.has(entry.name) ? { name: entry.name, kind, badName: true } : { name: entry.name, kind };
      });
    },
    async resolve(file): Promise<Resolved> {
      let real: string;
      try {
        real = realpathSync(path.join(root, file));
      } catch {
        return { kind: "missing" };
      }
      const relative = path.relative(root, real);
      if (relative === ".." || relative.startsWith(`..${path.sep}`) || path.isAbsolute(relative)) return { kind: "outside", target: real };
      const info = statSync(real, { throwIfNoEntry: false });
      const inside = relative.split(path.sep).join("/");
      if (info?.isFile()) return { kind: "file", real: inside };
      if (info?.isDirectory()) return { kind: "folder", real: inside };
      return { kind: "missing" };
    },
  };
}

function kindOf(entry: Dirent, folder: string): TreeEntry["kind"] {
  if (entry.isFile()) return "file";
  if (entry.isDirectory()) return "folder";
  if (entry.isSymbolicLink()) return "link";
  if (entry.isFIFO() || entry.isSocket() || entry.isBlockDevice() || entry.isCharacterDevice()) return "other";
  // Some file systems do not report types in listings.
  const info = lstatSync(path.join(folder, entry.name), { throwIfNoEntry: false });
  return info?.isFile() ? "file" : info?.isDirectory() ? "folder" : info?.isSymbolicLink() ? "link" : "other";
}

/** The names (as Node decodes them, with U+FFFD) of the entries of `folder` whose bytes are not UTF-8. */
function badNames(folder: string): Set<string> {
  const decoder = new TextDecoder("utf-8", { fatal: true });
  const bad = new Set<string>();
  for (const raw of readdirSync(folder, { encoding: "buffer" })) {
    try {
      decoder.decode(raw);
    } catch {
      bad.add(raw.toString("utf8"));
    }
  }
  return bad;
}
