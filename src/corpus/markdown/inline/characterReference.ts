import { decodeNamedCharacterReference } from "decode-named-character-reference";
import { isAsciiAlphanumeric, isAsciiDigit } from "./characters.js";

/** A character reference at `at` (the `&`): its text and the offset after `;`, or null (an unknown name is none). */
export function characterReference(src: string, at: number): { value: string; end: number } | null {
  const numeric = src.charCodeAt(at + 1) === 35;
  const hex = numeric && (src.charCodeAt(at + 2) | 32) === 120;
  const start = at + 1 + (numeric ? 1 : 0) + (hex ? 1 : 0);
  const max = hex ? 6 : numeric ? 7 : 31;
  const isDigit = hex ? isHex : numeric ? isAsciiDigit : isAsciiAlphanumeric;
  let i = start;
  while (i - start < max && i < src.length && isDigit(src.charCodeAt(i))) i++;
  if (i === start || src.charCodeAt(i) !== 59) return null;
  const body = src.slice(start, i);
  if (numeric) return { value: decodeNumeric(body, hex ? 16 : 10), end: i + 1 };
  const decoded = decodeNamedCharacterReference(body);
  return decoded === false ? null : { value: decoded, end: i + 1 };
}

function isHex(code: number): boolean {
  return isAsciiDigit(code) || (code >= 65 && code <= 70) || (code >= 97 && code <= 102);
}

/** A numeric reference's character; controls, surrogates, noncharacters and out-of-range become U+FFFD. */
function decodeNumeric(value: string, base: number): string {
  const code = Number.parseInt(value, base);
  if (
    code < 9 ||
    code === 11 ||
    (code > 13 && code < 32) ||
    (code > 126 && code < 160) ||
    (code > 55_295 && code < 57_344) ||
    (code > 64_975 && code < 65_008) ||
    (code & 65_535) === 65_535 ||
    (code & 65_535) === 65_534 ||
    code > 1_114_111
  ) {
    return "\uFFFD";
  }
  return String.fromCodePoint(code);
}
