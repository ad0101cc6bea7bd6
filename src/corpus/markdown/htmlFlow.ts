import { codeBefore, isSpaceOrTab } from "./cursor.js";
import { isAsciiAlpha, isAsciiAlphanumeric } from "./inline/characters.js";
import { openTagRest } from "./inline/htmlText.js";

const BLOCK_NAMES = new Set(
  (
    "address article aside base basefont blockquote body caption center col colgroup dd details dialog dir div dl dt " +
    "fieldset figcaption figure footer form frame frameset h1 h2 h3 h4 h5 h6 head header hr html iframe legend li link " +
    "main menu menuitem nav noframes ol optgroup option p param search section summary table tbody td tfoot th thead " +
    "title tr track ul"
  ).split(" "),
);
const RAW_NAMES = new Set(["pre", "script", "style", "textarea"]);

/** An HTML block's start: its kind (CommonMark §4.6, 1–7) and where its end condition is looked for. */
export interface HtmlStart {
  kind: number;
  /** Offset from which the end condition is searched on the first line. */
  resume: number;
  /** Kinds 2–4 resume right after `<!--`, `<?` or `<!X`, where a `>` already closes the block. */
  declaration: boolean;
}

/** The HTML block starting at `offset` (a `<`); interrupting a paragraph, kind 7 only on a `lazy` line (micromark). */
export function htmlStart(text: string, offset: number, end: number, interrupt: boolean, lazy: boolean): HtmlStart | null {
  let i = offset + 1;
  const code = codeBefore(text, i, end);
  if (code === 33) {
    i++;
    const next = codeBefore(text, i, end);
    if (next === 45) {
      if (codeBefore(text, i + 1, end) !== 45) return null;
      return { kind: 2, resume: i + 2, declaration: true };
    }
    if (next === 91) {
      if (i + 7 <= end && text.startsWith("CDATA[", i + 1)) return { kind: 5, resume: i + 7, declaration: false };
      return null;
    }
    if (isAsciiAlpha(next)) return { kind: 4, resume: i + 1, declaration: true };
    return null;
  }
  if (code === 63) return { kind: 3, resume: i + 1, declaration: true };
  let closing = false;
  if (code === 47) {
    closing = true;
    i++;
  }
  if (!isAsciiAlpha(codeBefore(text, i, end))) return null;
  const nameStart = i;
  while (i < end && (isAsciiAlphanumeric(text.charCodeAt(i)) || text.charCodeAt(i) === 45)) i++;
  const after = codeBefore(text, i, end);
  if (!(after === -1 || after === 47 || after === 62 || after === 32 || after === 9)) return null;
  const name = text.slice(nameStart, i).toLowerCase();
  const slash = after === 47;
  if (!slash && !closing && RAW_NAMES.has(name)) return { kind: 1, resume: i, declaration: false };
  if (BLOCK_NAMES.has(name)) {
    if (slash) {
      if (codeBefore(text, i + 1, end) !== 62) return null;
      return { kind: 6, resume: i + 2, declaration: false };
    }
    return { kind: 6, resume: i, declaration: false };
  }
  if (interrupt && !lazy) return null;
  const tagEnd = closing ? closingTagRest(text, i, end) : openTagRest(text, i, end, true);
  if (tagEnd < 0) return null;
  for (let j = tagEnd; j < end; j++) if (!isSpaceOrTab(text.charCodeAt(j))) return null;
  return { kind: 7, resume: end, declaration: false };
}

// Each kind's end condition (§4.6) as micromark reads it: after `]]`, a third `]` starts over, so `]]]>` ends nothing.
const END_CONDITIONS = [/<\/(?:pre|script|style|textarea)>/i, /-->/, /\?>/, />/, /(?<!\])(?:\]\])+>/];

/** Whether an HTML block of `kind` (1–5) ends on the line from `from` to `end`; `declaration`: see HtmlStart. */
export function htmlEndOnLine(text: string, from: number, end: number, kind: number, declaration: boolean): boolean {
  const line = text.slice(from, end);
  return (declaration && (kind === 2 ? /^-*>/ : /^>/).test(line)) || END_CONDITIONS[kind - 1]!.test(line);
}

function closingTagRest(text: string, i: number, end: number): number {
  while (i < end && isSpaceOrTab(text.charCodeAt(i))) i++;
  return codeBefore(text, i, end) === 62 ? i + 1 : -1;
}
