import { readFile } from "node:fs/promises";
import { isAbsolute, join } from "node:path";
import { UserError } from "../errors.js";
import { decodeDocument } from "./decodeDocument.js";

/**
 * Reads `root/path` as UTF-8 text (a BOM, if any, is kept for the parser to drop). A file with a NUL
 * byte in its first 8 KB (the heuristic git and grep use for "binary") or with invalid UTF-8 is a
 * UserError naming the file — and, for bad UTF-8, the line — with a hint to exclude it, because
 * decoding it leniently would index replacement characters and silently skew retrieval (see
 * decodeDocument). A missing or unreadable file is a UserError too; fsFileSource is the variant that
 * answers `undefined` for a missing file.
 * `path` must be relative to `root` without `..` segments (selectFiles guarantees that).
 */
export async function readDocumentFile(root: string, path: string): Promise<string> {
  if (isAbsolute(path) || path.split(/[\\/]/).includes("..")) {
    throw new UserError(`document path "${path}" is not inside the corpus root`, { file: path, hint: "select documents with include globs relative to the root" });
  }
  let bytes: Buffer;
  try {
    bytes = await readFile(join(root, path));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? "unknown error";
    throw new UserError(`cannot read document (${code})`, { file: path, hint: `check that the file exists and is readable, or exclude it (exclude: ["${path}"])` });
  }
  return decodeDocument(bytes, path);
}
