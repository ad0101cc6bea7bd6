import { readFile } from "node:fs/promises";
import { isAbsolute, join } from "node:path";
import { UserError } from "../errors.js";

const BINARY_PROBE_BYTES = 8192;

/**
 * Reads `root/path` as UTF-8 text (a BOM, if any, is kept for the parser to drop). A file with a NUL
 * byte in its first 8 KB (the heuristic git and grep use for "binary") or with invalid UTF-8 is a
 * UserError naming the file — and, for bad UTF-8, the line — with a hint to exclude it, because
 * decoding it leniently would index replacement characters and silently skew retrieval.
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
  const nul = bytes.subarray(0, BINARY_PROBE_BYTES).indexOf(0);
  if (nul !== -1) {
    throw new UserError(`looks like a binary file (NUL byte at offset ${nul}), not Markdown`, {
      file: path,
      hint: `exclude it with an exclude glob, e.g. exclude: ["${path}"]`,
    });
  }
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    const offset = firstInvalidUtf8(bytes);
    throw new UserError(`is not valid UTF-8 (bad byte at offset ${offset})`, {
      file: path,
      line: lineAt(bytes, offset),
      hint: `re-save the file as UTF-8, or exclude it with an exclude glob, e.g. exclude: ["${path}"]`,
    });
  }
}

/** Offset of the first byte that does not start or continue a well-formed UTF-8 sequence. */
function firstInvalidUtf8(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const lead = bytes[i] ?? 0;
    let length: number;
    let min = 0x80;
    let max = 0xbf;
    if (lead < 0x80) length = 1;
    else if (lead >= 0xc2 && lead <= 0xdf) length = 2;
    else if (lead >= 0xe0 && lead <= 0xef) {
      length = 3;
      if (lead === 0xe0) min = 0xa0; // overlong
      if (lead === 0xed) max = 0x9f; // surrogates
    } else if (lead >= 0xf0 && lead <= 0xf4) {
      length = 4;
      if (lead === 0xf0) min = 0x90; // overlong
      if (lead === 0xf4) max = 0x8f; // above U+10FFFF
    } else return i;
    for (let k = 1; k < length; k++) {
      const next = bytes[i + k];
      const low = k === 1 ? min : 0x80;
      const high = k === 1 ? max : 0xbf;
      if (next === undefined || next < low || next > high) return i;
    }
    i += length;
  }
  return bytes.length;
}

function lineAt(bytes: Uint8Array, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset && i < bytes.length; i++) if (bytes[i] === 0x0a) line++;
  return line;
}
