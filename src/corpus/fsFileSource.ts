import { readFileSync, statSync } from "node:fs";
import { realpath, stat } from "node:fs/promises";
import path from "node:path";
import { UserError } from "../errors.js";
import { decodeDocument } from "./decodeDocument.js";
import { contentHash } from "./documentKey.js";
import type { FileSource, IndexedFiles, KnownFile } from "./fileSource.js";
import { inGitDirectory } from "./inGitDirectory.js";
import { diskTree } from "./tree/diskTree.js";
import { selectInTree, type CrawlCache } from "./tree/selectInTree.js";

/** The working tree under `root`: `read` never leaves it, nor reads `.git` or a special file. */
export function fsFileSource(root: string, options: { knownIds?: (root: string) => Promise<ReadonlyMap<string, KnownFile>> } = {}): FileSource {
  let realRoot: Promise<string> | undefined;
  // Files this source selected, already resolved and checked to lie inside the root.
  const selected = new Map<string, string>();
  const crawls: CrawlCache = new Map();
  const resolveFile = async (file: string): Promise<string | undefined> => {
    if (path.isAbsolute(file) || file.split(/[\\/]/).includes("..")) {
      throw new UserError(`is not inside the repository root ${root}`, { file, hint: "name files relative to the repository root, without `..`" });
    }
    if (inGitDirectory(file)) throw gitDirectory(file);
    const known = selected.get(file);
    if (known !== undefined) return known;
    let real: string;
    try {
      real = await realpath(path.join(root, file));
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === "ENOENT" || code === "ENOTDIR") return undefined;
      throw cannotRead(file, code);
    }
    realRoot ??= realpath(root);
    const relative = path.relative(await realRoot, real);
    if (relative === ".." || relative.startsWith(`..${path.sep}`) || path.isAbsolute(relative)) {
      throw new UserError(`leads outside the repository (a symbolic link to ${real})`, {
        file,
        hint: "replace the link with the file itself, or exclude it; links leaving the root are never followed",
      });
    }
    if (inGitDirectory(relative)) throw gitDirectory(file, relative.split(path.sep).join("/"));
    // A FIFO, socket or device would be read forever (or not at all): only regular files are read.
    const info = statSync(real, { throwIfNoEntry: false });
    if (info && !info.isFile() && !info.isDirectory()) {
      throw new UserError(`is not a regular file (${info.isFIFO() ? "a named pipe" : info.isSocket() ? "a socket" : "a device"}), so it is not read`, { file, hint: "point to a regular file" });
    }
    return real;
  };
  const readOrAbsent = <T>(file: string, read: () => T): T | undefined => {
    try {
      // synchronous on purpose: documents are small and in the page cache after a checkout
      return read();
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      // A selected file deleted since: absent, as for any other path.
      if ((code === "ENOENT" || code === "ENOTDIR") && selected.has(file)) return undefined;
      if (code === "EISDIR") throw new UserError("is a directory, not a file", { file, hint: "point to the file itself" });
      throw cannotRead(file, code);
    }
  };
  // read as UTF-8 in one call; a NUL or U+FFFD sends the bytes to decodeDocument (valid UTF-8 round-trips)
  const readText = async (file: string): Promise<string | undefined> => {
    const real = await resolveFile(file);
    return real === undefined ? undefined : readReal(file, real);
  };
  const readReal = (file: string, real: string): string | undefined => {
    const text = readOrAbsent(file, () => readFileSync(real, "utf8"));
    if (text === undefined || !(text.includes("\u0000") || text.includes("\ufffd"))) return text;
    const bytes = readOrAbsent(file, () => readFileSync(real));
    return bytes === undefined ? undefined : decodeDocument(bytes, file);
  };
  const { knownIds } = options;
  let indexed: Promise<IndexedFiles> | undefined;
  const indexedFiles = (ids: ReadonlyMap<string, KnownFile>): IndexedFiles => ({
    // only selected files, whose real path is known to lie inside the root
    known: (file) => (selected.has(file) ? ids.get(file) : undefined),
    read(file, known) {
      const real = selected.get(file);
      const text = real === undefined ? undefined : readReal(file, real);
      if (text === undefined) throw new UserError("was deleted while chunkgate was reading the corpus", { file, hint: "run the check again" });
      if (contentHash(text) !== known.id) throw new UserError("changed while chunkgate was reading the corpus (its content is no longer the one git's index records)", { file, hint: "run the check again once nothing writes to the files" });
      return text;
    },
  });
  return {
    label: root,
    async select(include, exclude) {
      const real = await rootFolder(root);
      const selection = await selectInTree({ access: diskTree(real), include, exclude, crawls });
      // a crawl's real paths are normalised: joined by hand where `/` is the separator
      const prefix = real.endsWith(path.sep) ? real : real + path.sep;
      for (const file of selection.files) selected.set(file.path, path.sep === "/" ? prefix + file.real : path.join(real, file.real));
      return { paths: selection.files.map((file) => file.path), warnings: selection.warnings, skipped: selection.skipped };
    },
    read: readText,
    async load(file) {
      const text = await readText(file);
      return text === undefined ? undefined : { id: contentHash(text), text: async () => text };
    },
    ...(knownIds && { indexed: () => (indexed ??= knownIds(root).then(indexedFiles)) }),
  };
}

function gitDirectory(file: string, target?: string): UserError {
  const where = target === undefined ? "lies in the repository's git directory" : `is a symbolic link into the repository's git directory (to ${target})`;
  return new UserError(`${where}, which holds git's own files (and possibly credentials), never documents, so it is not read`, {
    file,
    hint: "name a file of the working tree outside `.git/`",
  });
}

function cannotRead(file: string, code: string | undefined): UserError {
  return new UserError(`cannot be read (${code ?? "unknown error"})`, { file, hint: "check the file's permissions" });
}

async function rootFolder(root: string): Promise<string> {
  try {
    const resolved = await realpath(root);
    if ((await stat(resolved)).isDirectory()) return resolved;
  } catch {
    // Reported below with the same message as "not a directory".
  }
  throw new UserError(`corpus root "${root}" is not a readable directory`, { hint: "pass the repository root (--root) that the include globs are relative to" });
}
