/** Character classes of the inline parser, on UTF-16 code units as micromark reads them. -1 is "none". */

const UNICODE_PUNCTUATION = /\p{P}|\p{S}/u;
const UNICODE_WHITESPACE = /\s/;

/** 1 for whitespace (and the edges of the text), 2 for punctuation, 0 otherwise: how `*` runs flank. */
export function classify(code: number): number {
  if (code < 0 || isSpaceOrEol(code) || isUnicodeWhitespace(code)) return 1;
  return isUnicodePunctuation(code) ? 2 : 0;
}

/** CommonMark's ASCII punctuation: ! to /, : to @, [ to ` and { to ~. */
export function isAsciiPunctuation(code: number): boolean {
  return (code >= 33 && code <= 47) || (code >= 58 && code <= 64) || (code >= 91 && code <= 96) || (code >= 123 && code <= 126);
}

/** A to Z and a to z. */
export function isAsciiAlpha(code: number): boolean {
  return (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
}

/** 0 to 9. */
export function isAsciiDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

/** An ASCII letter or digit. */
export function isAsciiAlphanumeric(code: number): boolean {
  return isAsciiAlpha(code) || isAsciiDigit(code);
}

/** U+0000 to U+001F and U+007F. */
export function isAsciiControl(code: number): boolean {
  return (code >= 0 && code < 32) || code === 127;
}

/** Whitespace as JavaScript's `\s` has it (false for "none"). */
export function isUnicodeWhitespace(code: number): boolean {
  return code >= 0 && UNICODE_WHITESPACE.test(String.fromCharCode(code));
}

/** Unicode punctuation or symbol (P or S), as micromark reads flanking (false for "none"). */
export function isUnicodePunctuation(code: number): boolean {
  return code >= 0 && UNICODE_PUNCTUATION.test(String.fromCharCode(code));
}

/** Spaces, tabs and line endings: where a run of text ends as whitespace for micromark. */
export function isSpaceOrEol(code: number): boolean {
  return code === 32 || code === 9 || code === 10 || code === 13;
}

/** True when the character at `at` is escaped by an odd run of backslashes before it. */
export function escapedAt(src: string, at: number): boolean {
  let slashes = 0;
  for (let i = at - 1; i >= 0 && src.charCodeAt(i) === 92; i--) slashes++;
  return slashes % 2 === 1;
}
