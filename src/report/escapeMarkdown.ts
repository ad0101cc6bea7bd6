/**
 * Escaping for text that chunkgate does not control (document headings, questions, file names,
 * messages quoting them) when it is placed in a GitHub comment or job summary. GitHub renders
 * CommonMark + GFM, then runs its own filters over the resulting text (mentions, issue references,
 * autolinks), so Markdown escaping alone is not enough: `\@octocat` still pings @octocat. The rules:
 *
 * - Characters that start Markdown syntax anywhere in a line get a backslash: \ ` * _ [ ] # | ~ $
 *   (`$` because GitHub renders `$…$` as math; `[` and `]` because without them no link, image,
 *   footnote or task box can form, which is why `!`, `(` and `)` can stay as they are).
 * - `<`, `>` and `&` become `&lt;`, `&gt;` and `&amp;`, so no tag, comment, `</details>` or entity
 *   can appear: the text decodes back to exactly what it was.
 * - Markers that only count at the start of a line (`-` `+` `=` `:` `1.` `1)`: list items, setext
 *   underlines, a one-column table's `:--` delimiter row) are escaped when the text starts with
 *   them, because a caller may put it at the start of a line or a list item's continuation line.
 *   Elsewhere they are inert and left alone, so `docs/a-b.md` stays readable in the raw Markdown.
 * - GitHub's reference filters are broken with a zero-width space (`&#8203;`): after every `@`
 *   (mentions, team mentions, e-mail autolinks), between `#` and a digit (`#123`, `owner/repo#1`),
 *   in `GH-123`, between `:` and `//` and between `www` and `.` (URL autolinks). Nobody is pinged,
 *   no issue gets a "mentioned this" entry, no link appears.
 * - Whitespace runs (newlines included) collapse to one space, so the text never leaves its table
 *   cell, list item or line. NUL and unpaired surrogates become U+FFFD, as a Markdown parser (and
 *   a JSON encoder) would turn them into anyway.
 * - Bidirectional controls and zero-width characters are shown as `<U+202E>` (showInvisible), so
 *   none can reorder or hide the text around it.
 */

import { showInvisible } from "./showInvisible.js";

const ZWSP = "&#8203;";

/** Characters escaped with a backslash wherever they occur. */
const BACKSLASHED = new Set(["\\", "`", "*", "_", "[", "]", "#", "|", "~", "$"]);
/** Characters that start a block (list item, setext underline, table delimiter row) only at the start of a line. */
const LEADING = new Set(["-", "+", "=", ":"]);
const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;" };

/**
 * `text` as Markdown that renders as exactly that text (up to collapsed whitespace, U+FFFD for NUL
 * and unpaired surrogates, `<U+XXXX>` for invisible characters (showInvisible), and invisible zero-width spaces that break mentions, issue references
 * and autolinks), safe in a GFM table cell, in a paragraph, in a list item and inside a
 * `<details>` body. The result contains no `<`, `>`, newline or unescaped `|`, and no `@` followed
 * by a word character. Not for raw HTML such as `<summary>` (use {@link escapeHtml}) nor for code
 * spans (use {@link escapeCode}).
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
 * `text` as one inline code span, for prose and list items: the fence is one backtick longer than
 * the longest run of backticks inside, padded with a space when the text starts or ends with a
 * backtick, so the span shows exactly the text (whitespace collapsed and trimmed, NUL and unpaired
 * surrogates as U+FFFD, and a zero-width space after the `<` of every `<!--`). Code is exempt from
 * GitHub's mention and reference filters, so nothing else needs escaping. The empty string gives
 * the empty string. Not for table cells: GFM splits cells at `|` even inside code spans, and a
 * backslash cannot be escaped there.
 *
 * The zero-width space is there because a code span shows its text raw, and a body's raw text is
 * what the action reads back: a heading holding `<!-- chunkgate:… -->` must not put a marker into
 * the body, even one that would not count (see commentMarkers). An entity would show as typed.
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
 * `text` for raw HTML that GitHub shows without Markdown processing, such as `<summary>`: `&`, `<`,
 * `>` and `"` as entities, whitespace collapsed, and the same zero-width breaks as
 * {@link escapeMarkdown}, because GitHub's mention and reference filters run on HTML text too.
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
