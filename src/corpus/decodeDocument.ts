import { isUtf8 } from "node:buffer";
import { UserError } from "../errors.js";
import { detectUtf16 } from "./detectUtf16.js";

/**
 * The UTF-8 text of a document's bytes exactly as stored (BOM and CRLF kept), the same for every
 * FileSource. Anything else (UTF-16, binary, invalid UTF-8) is a UserError naming the file and where,
 * never a lenient decode that would index replacement characters.
 */
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
