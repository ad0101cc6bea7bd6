import { normalizeIdentifier } from "./containers.js";
import { firstNonSpace } from "./cursor.js";
import { isAsciiControl } from "./inline/characters.js";
import type { Span } from "./types.js";

/** How many of a paragraph's leading lines are link reference definitions, and their labels. */
export interface LeadingDefinitions {
  /** Lines taken by each definition, in order (a definition may span lines). */
  lines: number[];
  labels: string[];
}

/**
 * The link reference definitions (CommonMark §4.7) at the start of a paragraph's lines, each ending
 * at a line end; the first line that is not (the rest of) one starts the paragraph proper.
 */
export function leadingDefinitions(text: string, spans: readonly Span[]): LeadingDefinitions {
  const result: LeadingDefinitions = { lines: [], labels: [] };
  // Cheap exit for the usual paragraph: a definition starts with `[`.
  if (spans.length === 0 || text.charCodeAt(firstNonSpace(text, spans[0]!.start, spans[0]!.end)) !== 91) return result;
  const reader = new SpanReader(text, spans);
  let first = 0;
  while (first < spans.length) {
    const start = spans[first]!;
    reader.index = first;
    reader.offset = firstNonSpace(text, start.start, start.end);
    const label = definition(reader);
    if (label === null) break;
    const taken = reader.index + 1 - first;
    result.lines.push(taken);
    result.labels.push(label);
    first += taken;
  }
  return result;
}

/** One definition from the reader's position to a line end; its normalised label, or null. */
function definition(reader: SpanReader): string | null {
  if (reader.code() !== 91) return null;
  // most paragraphs starting with `[` are links: the label's text is built only once a colon follows
  const start = reader.save();
  if (label(reader, false) === null || reader.code() !== 58) return null;
  reader.restore(start);
  const raw = label(reader, true)!;
  reader.next();
  whitespace(reader);
  if (!destination(reader)) return null;
  const afterDestination = reader.save();
  if (!(title(reader) && lineEndsHere(reader))) {
    reader.restore(afterDestination);
    if (!lineEndsHere(reader)) return null;
  }
  return normalizeIdentifier(raw);
}

/** The label at the reader (at its `[`), read past its `]`: its raw text when `keep` (else ""), or null when it is not a valid label. */
function label(reader: SpanReader, keep: boolean): string | null {
  reader.next();
  let raw = "";
  let size = 0;
  let seen = false;
  for (;;) {
    const code = reader.code();
    if (size > 999 || code === END || code === 91) return null;
    if (code === 93) {
      if (!seen) return null;
      reader.next();
      return raw;
    }
    if (keep) raw += code === EOL ? "\n" : String.fromCharCode(code);
    if (code !== EOL) {
      size++;
      if (!seen) seen = code !== 32 && code !== 9;
    }
    reader.next();
    if (code === 92) {
      const next = reader.code();
      if (next === 91 || next === 92 || next === 93) {
        if (keep) raw += String.fromCharCode(next);
        size++;
        reader.next();
      }
    }
  }
}

/** Spaces, tabs and line endings (CommonMark allows one line ending; paragraphs hold no blank line). */
function whitespace(reader: SpanReader): boolean {
  let any = false;
  for (let code = reader.code(); code === 32 || code === 9 || code === EOL; code = reader.code()) {
    any = true;
    reader.next();
  }
  return any;
}

function destination(reader: SpanReader): boolean {
  let code = reader.code();
  if (code === 60) {
    reader.next();
    for (;;) {
      code = reader.code();
      if (code === 62) {
        reader.next();
        return true;
      }
      if (code === END || code === EOL || code === 60) return false;
      reader.next();
      if (code === 92) {
        const next = reader.code();
        if (next === 60 || next === 62 || next === 92) reader.next();
      }
    }
  }
  if (code === END || code === 32 || code === 41 || isAsciiControl(code)) return false;
  let balance = 0;
  for (;;) {
    code = reader.code();
    if (balance === 0 && (code === END || code === 41 || code === 32 || code === 9 || code === EOL)) return true;
    if (code === 40) balance++;
    else if (code === 41) balance--;
    else if (code === END || code === 32 || isAsciiControl(code)) return false;
    reader.next();
    if (code === 92) {
      const next = reader.code();
      if (next === 40 || next === 41 || next === 92) reader.next();
    }
  }
}

/** Whitespace then a title in `"…"`, `'…'` or `(…)`, which may span lines. */
function title(reader: SpanReader): boolean {
  if (!whitespace(reader)) return false;
  const open = reader.code();
  if (open !== 34 && open !== 39 && open !== 40) return false;
  const close = open === 40 ? 41 : open;
  reader.next();
  for (;;) {
    const code = reader.code();
    if (code === close) {
      reader.next();
      return true;
    }
    if (code === END) return false;
    reader.next();
    if (code === 92) {
      const next = reader.code();
      if (next === close || next === 92) reader.next();
    }
  }
}

function lineEndsHere(reader: SpanReader): boolean {
  while (reader.code() === 32 || reader.code() === 9) reader.next();
  const code = reader.code();
  return code === EOL || code === END;
}

/** Line ending between two spans, as a reader of several lines sees it. */
const EOL = 10;
/** Past the last span. */
const END = -1;

/** Spans of the source read as one stream (EOL between spans, END after the last); `save`/`restore` let a construct look ahead. */
class SpanReader {
  index = 0;
  offset: number;
  constructor(
    readonly text: string,
    readonly spans: readonly Span[],
  ) {
    this.offset = spans[0]?.start ?? 0;
  }

  code(): number {
    const span = this.spans[this.index];
    if (!span) return END;
    if (this.offset < span.end) return this.text.charCodeAt(this.offset);
    return this.index + 1 < this.spans.length ? EOL : END;
  }

  next(): void {
    const span = this.spans[this.index];
    if (!span) return;
    if (this.offset < span.end) this.offset++;
    else if (this.index + 1 < this.spans.length) {
      this.index++;
      this.offset = this.spans[this.index]!.start;
    }
  }

  save(): number {
    return this.index * 0x100000000 + this.offset;
  }

  restore(position: number): void {
    this.index = Math.floor(position / 0x100000000);
    this.offset = position % 0x100000000;
  }
}
