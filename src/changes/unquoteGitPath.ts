const ESCAPES: Record<string, number> = { a: 7, b: 8, t: 9, n: 10, v: 11, f: 12, r: 13, '"': 34, "\\": 92 };

/** A path as git prints it in diff headers, from `text[from]`, C-quoted or bare, and the index past it. */
export function unquoteGitPath(text: string, from = 0): { path: string; end: number } {
  if (text[from] !== '"') return { path: text.slice(from), end: text.length };
  const bytes: number[] = [];
  let i = from + 1;
  while (i < text.length && text[i] !== '"') {
    if (text[i] !== "\\") {
      const char = String.fromCodePoint(text.codePointAt(i) as number); // Whole, even outside the BMP.
      bytes.push(...Buffer.from(char, "utf8"));
      i += char.length;
      continue;
    }
    const next = text[i + 1] ?? "";
    const octal = /^[0-7]{3}/.exec(text.slice(i + 1, i + 4));
    if (octal) {
      bytes.push(parseInt(octal[0], 8));
      i += 4;
    } else {
      bytes.push(ESCAPES[next] ?? next.charCodeAt(0));
      i += 2;
    }
  }
  return { path: Buffer.from(bytes).toString("utf8"), end: Math.min(i + 1, text.length) };
}
