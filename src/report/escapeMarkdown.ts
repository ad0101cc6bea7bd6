/**
 * Escaping for untrusted text in a GitHub comment or job summary. GitHub runs mention, reference
 * and autolink filters after CommonMark + GFM, so references are broken with a zero-width space
 * too. docs/security.md states what each rule keeps out.
 */

import { showInvisible } from "./showInvisible.js";

const ZWSP = "&#8203;";

/** Characters escaped with a backslash wherever they occur. */
const BACKSLASHED = new Set(["\\", "`", "*", "_", "[", "]", "#", "|", "~", "$"]);
/** Characters that start a block (list item, setext underline, table delimiter row) only at the start of a line. */
const LEADING = new Set(["-", "+", "=", ":"]);
const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;" };

/**
 * `text` as Markdown that renders as exactly that text, safe in a table cell, paragraph, list item
 * or `<details>` body: no `<`, `>`, newline, unescaped `|` or `@` before a word character.
 */
export function escapeMarkdown(text: string): string {
  const s = plainText(text);
  // Block markers count after up to three spaces of indentation; collapsing leaves at most one.
  const first = s.startsWith(" ") ? 1 : 0;
  const digits = /^\d{1,9}/.exec(s.slice(first))?.[0].length ?? 0;
  let out = "";
  for (let i = 0; i < s.length; i++) {
    const c = s[i]!;
    const leadingMarker = (i === first && LEADING.has(c)) || (digits > 0 && i === first + digits && (c === "." || c === ")"));
    out += ENTITIES[c] ?? (BACKSLASHED.has(c) || leadingMarker ? `\\${c}` : c);
    if (breaksReference(s, i)) out += ZWSP;
  }
  return out;
}

/**
 * `text` as one inline code span for prose and list items (not table cells: GFM splits at `|`).
 * Every `<!--` is broken, so a heading cannot put a comment marker into the body the action reads back.
 */
export function escapeCode(text: string): string {
  const s = plainText(text).trim().replace(/<!--/g, "<\u200B!--");
  if (s === "") return "";
  const longest = Math.max(0, ...(s.match(/`+/g) ?? []).map((run) => run.length));
  const fence = "`".repeat(longest + 1);
  const pad = s.startsWith("`") || s.endsWith("`") ? " " : "";
  return `${fence}${pad}${s}${pad}${fence}`;
}

/**
 * `text` for raw HTML such as `<summary>`: entities, and the same reference breaks as
 * {@link escapeMarkdown}, since GitHub's filters run on HTML text too.
 */
export function escapeHtml(text: string): string {
  const s = plainText(text);
  let out = "";
  for (let i = 0; i < s.length; i++) {
    const c = s[i]!;
    out += c === '"' ? "&quot;" : (ENTITIES[c] ?? c);
    if (breaksReference(s, i)) out += ZWSP;
  }
  return out;
}

/** Well-formed text on one line, invisible characters shown (showInvisible): the common first step of every escape. */
function plainText(text: string): string {
  return showInvisible(text)
    .replace(/\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "\uFFFD")
    .replace(/[\s\u0085]+/g, " ");
}

/** Whether a zero-width space must follow `s[i]` to keep GitHub from turning it into a reference. */
function breaksReference(s: string, i: number): boolean {
  const c = s[i]!;
  const next = s[i + 1] ?? "";
  if (c === "@") return true;
  if (c === "#") return /\d/.test(next);
  if (c === ":") return s.startsWith("//", i + 1);
  if ((c === "w" || c === "W") && next === ".") return i >= 2 && s.slice(i - 2, i + 1).toLowerCase() === "www";
  if ((c === "h" || c === "H") && next === "-") return (s[i - 1] ?? "").toLowerCase() === "g" && /\d/.test(s[i + 2] ?? "");
  return false;
}
