/**
 * Escaping for untrusted text wherever it goes: Markdown (GitHub's reference filters run after GFM, so references
 * are broken with a zero-width space too), terminals, workflow commands, JSON. docs/security.md states each rule.
 */

const ZWSP = "&#8203;";

/** Characters escaped with a backslash wherever they occur. */
const BACKSLASHED = new Set(["\\", "`", "*", "_", "[", "]", "#", "|", "~", "$"]);
/** Characters that start a block (list item, setext underline, table delimiter row) only at the start of a line. */
const LEADING = new Set(["-", "+", "=", ":"]);
const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;" };

/** `text` as Markdown that renders as exactly that text, safe in a table cell, paragraph, list item or `<details>`. */
export function escapeMarkdown(text: string): string {
  const s = plainText(text);
  // Block markers count after up to three spaces of indentation; collapsing leaves at most one.
  const first = s.startsWith(" ") ? 1 : 0;
  const digits = /^\d{1,9}/.exec(s.slice(first))?.[0].length ?? 0;
  return escapeEach(s, (c, i) => {
    const leadingMarker = (i === first && LEADING.has(c)) || (digits > 0 && i === first + digits && (c === "." || c === ")"));
    return ENTITIES[c] ?? (BACKSLASHED.has(c) || leadingMarker ? `\\${c}` : c);
  });
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

/** `text` for raw HTML such as `<summary>`: entities, and escapeMarkdown's reference breaks (GitHub filters it too). */
export function escapeHtml(text: string): string {
  return escapeEach(plainText(text), (c) => (c === '"' ? "&quot;" : (ENTITIES[c] ?? c)));
}

/** Each character of `s` as `escape` writes it, with a zero-width space after each GitHub would make a reference. */
function escapeEach(s: string, escape: (c: string, i: number) => string): string {
  let out = "";
  for (let i = 0; i < s.length; i++) {
    out += escape(s[i]!, i);
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

/** An engine sentence with ids and paths in backticks as safe Markdown: each pair a code span, the rest escaped. */
export function escapeProse(text: string): string {
  const parts = text.split("`");
  const segments: Array<{ code: boolean; text: string }> = [];
  parts.forEach((part, i) => {
    const paired = i % 2 === 1 && i < parts.length - 1;
    const code = paired && part.trim() !== "";
    // An unpaired backtick or an empty pair is text, merged with its neighbours so reference breaks see "#``1" whole.
    const literal = code ? part : i % 2 === 1 ? "`" + part + (paired ? "`" : "") : part;
    const last = segments.at(-1);
    if (last && !last.code && !code) last.text += literal;
    else segments.push({ code, text: literal });
  });
  return segments
    .map((segment, i) => {
      if (segment.code) return escapeCode(segment.text);
      // Two code spans must never touch: their fences would merge, and a shorter run could then close the first.
      if (segment.text === "") return i > 0 && i < segments.length - 1 ? " " : "";
      // After a code span the text is mid-line, where `:` or `-` start nothing: a letter in front keeps them as is.
      return i === 0 ? escapeMarkdown(segment.text) : escapeMarkdown(`x${segment.text}`).slice(1);
    })
    .join("");
}

/** Characters that show nothing but reorder the text around them (bidi controls) or make two names look the same. */
const INVISIBLE = /[\u061C\u200B-\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/g;

/** `text` with each invisible character as `<U+XXXX>`, so none can reorder or hide what is printed. Idempotent. */
export function showInvisible(text: string): string {
  return text.replace(INVISIBLE, (c) => `<U+${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}>`);
}

/**
 * Escape sequences a terminal acts on, 7-bit and C1 forms; a string command's payload only when it
 * ends on the same line, so a stray introducer cannot swallow the verdict line.
 */
const SEQUENCES =
  /(?:\u001b\[|\u009b)[\u0030-\u003f]*[\u0020-\u002f]*[\u0040-\u007e]?|(?:\u001b[\]PX^_]|[\u009d\u0090\u0098\u009e\u009f])(?:[^\u0007\u001b\u009c\n]*(?:\u0007|\u001b\\|\u009c))?|\u001b[\u0020-\u007e]?/g;

/** What is left after the sequences: C0 controls but tab and newline, DEL and the C1 controls. */
const CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;

/** `text` with nothing a terminal acts on: sequences removed whole, then controls but tab and newline. Idempotent. */
export function stripTerminalControls(text: string): string {
  return showInvisible(text.replace(SEQUENCES, "").replace(CONTROLS, ""));
}

/**
 * Untrusted text as one raw line of a step's log: line ends and `%` encoded as command data is, and both workflow
 * command openers (`::name::` at a line's start, `##[name]` anywhere) broken. `@actions/core` encodes its own.
 */
export function escapeWorkflowCommand(text: string): string {
  const oneLine = showInvisible(text).replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A").replace(/##\[/g, "##%5B");
  // .NET's TrimStart removes every Unicode white space, U+0085 included, which `\s` lacks.
  return oneLine.replace(/^([\s\u0085]*):(?=:)/, "$1%3A");
}

/** `value` as JSON a terminal cannot act on (DEL, C1, invisible characters as `\uXXXX`); it parses back to `value`. */
export function jsonText(value: unknown, indent = 0): string {
  return JSON.stringify(value, null, indent).replace(/[\u007f-\u009f\u061C\u200B-\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}
