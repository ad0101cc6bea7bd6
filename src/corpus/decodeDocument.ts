import { isUtf8 } from "node:buffer";
import { UserError } from "../errors.js";
import { detectUtf16 } from "./detectUtf16.js";

/** A document's bytes as UTF-8 (BOM, CRLF kept); UTF-16, binary or bad UTF-8 is a UserError, never a lenient decode. */
export function decodeDocument(bytes: Uint8Array, path: string): string {
  const nul = bytes.indexOf(0);
  // without a NUL byte, only a byte-order mark can make a file UTF-16
  const utf16 = nul !== -1 || bytes[0] === 0xff || bytes[0] === 0xfe ? detectUtf16(bytes) : undefined;
  if (utf16 !== undefined) {
    throw new UserError(`is UTF-16 (${utf16}), not UTF-8`, {
      file: path,
      hint: `re-save it as UTF-8 (e.g. \`iconv -f UTF-16 -t UTF-8\`), or exclude it with an exclude glob, e.g. exclude: ["${path}"]`,
    });
  }
  if (nul !== -1) {
    throw new UserError(`looks like a binary file (NUL byte at offset ${nul}), not Markdown`, {
      file: path,
      hint: `exclude it with an exclude glob, e.g. exclude: ["${path}"]`,
    });
  }
  // the same string as a fatal TextDecoder keeping the BOM, without a decoder per file
  if (isUtf8(bytes)) return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("utf8");
  const offset = firstInvalidUtf8(bytes);
  throw new UserError(`is not valid UTF-8 (bad byte at offset ${offset})`, {
    file: path,
    line: lineAt(bytes, offset),
    hint: `re-save the file as UTF-8, or exclude it with an exclude glob, e.g. exclude: ["${path}"]`,
  });
}

/** Offset of the first byte that does not start or continue a well-formed UTF-8 sequence: the first U+FFFD decoding put in. */
function firstInvalidUtf8(bytes: Uint8Array): number {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("utf8");
  let offset = 0;
  let from = 0;
  for (let at = text.indexOf("\uFFFD"); at !== -1; from = at, at = text.indexOf("\uFFFD", at + 1)) {
    offset += Buffer.byteLength(text.slice(from, at), "utf8");
    // a U+FFFD the file itself holds is three bytes, EF BF BD
    if (bytes[offset] !== 0xef || bytes[offset + 1] !== 0xbf || bytes[offset + 2] !== 0xbd) return offset;
  }
  return bytes.length;
}

function lineAt(bytes: Uint8Array, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset && i < bytes.length; i++) if (bytes[i] === 0x0a) line++;
  return line;
}
