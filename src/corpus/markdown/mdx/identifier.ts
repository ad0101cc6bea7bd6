const START = /[$_\p{ID_Start}]/u;
const CONTINUE_JSX = /[-$_\u{200C}\u{200D}\p{ID_Continue}]/u;
const WHITESPACE = /\s/;

/** Can start a JS identifier (a JSX name). */
export function isIdentifierStart(code: number): boolean {
  return code > 0 && START.test(String.fromCodePoint(code));
}

/** Can continue a JSX name (`-` allowed, as in `data-x`). */
export function isIdentifierPart(code: number): boolean {
  return code > 0 && CONTINUE_JSX.test(String.fromCodePoint(code));
}

/** Whitespace as ECMAScript sees it in a tag (Markdown spaces and line endings, and Unicode spaces). */
export function isTagWhitespace(code: number): boolean {
  return code === 32 || code === 9 || code === 10 || code === 13 || (code >= 0 && WHITESPACE.test(String.fromCharCode(code)));
}
