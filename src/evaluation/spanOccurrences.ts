import { locateInLine } from "../chunking/index.js";
import { documentText, lineOffsetsOf, type Document } from "../corpus/index.js";
import { normalizeSpanMapped, type MappedText } from "./normalizeSpan.js";

/** Where a gold span stands: its lines (1-based, inclusive) and, when known, offsets as a chunk's startOffset/endOffset. */
export interface SpanOccurrence {
  startLine: number;
  endLine: number;
  start?: number;
  end?: number;
}

/** One indexed line of a document, as span matching reads it. */
interface ReadLine {
  line: number;
  /** Index of the section holding it: an occurrence that starts and ends in different sections runs across a heading. */
  section: number;
  /** Where the line starts in the joined text. */
  at: number;
  length: number;
  /** Offsets of the indexed text in the source; `exact` when they hold exactly that text (else the whole source line, markup cut from its middle). */
  start?: number;
  end?: number;
  exact: boolean;
}

/** A document's indexed text as a reader sees it, with the way back to lines and offsets. */
const readings = new WeakMap<Document, { mapped: MappedText; lines: ReadLine[] }>();

/** Where normalised `span` occurs in `doc`, in order, overlaps too; `across`: those running into the next section. */
export function spanOccurrences(doc: Document, span: string): { occurrences: SpanOccurrence[]; across: SpanOccurrence[] } {
  const reading = readingOf(doc);
  const occurrences: SpanOccurrence[] = [];
  const across: SpanOccurrence[] = [];
  if (span === "") return { occurrences, across };
  for (let i = reading.mapped.text.indexOf(span); i !== -1; i = reading.mapped.text.indexOf(span, i + 1)) {
    const first = reading.mapped.from[i]!;
    const last = reading.mapped.to[i + span.length - 1]! - 1;
    const a = lineIndexAt(reading.lines, first);
    const b = lineIndexAt(reading.lines, last);
    const startLine = reading.lines[a]!;
    const endLine = reading.lines[b]!;
    const occurrence: SpanOccurrence = { startLine: startLine.line, endLine: endLine.line };
    const start = rawOffset(startLine, first, "start");
    const end = rawOffset(endLine, last, "end");
    if (start !== undefined && end !== undefined) {
      occurrence.start = start;
      occurrence.end = end;
    }
    (startLine.section === endLine.section ? occurrences : across).push(occurrence);
  }
  return { occurrences, across };
}

function readingOf(doc: Document): { mapped: MappedText; lines: ReadLine[] } {
  let reading = readings.get(doc);
  if (reading) return reading;
  const text = documentText(doc);
  const source = text === undefined ? undefined : lineOffsetsOf(text);
  const lines: ReadLine[] = [];
  const parts: string[] = [];
  let at = 0;
  doc.sections.forEach((section, index) => {
    for (const block of section.blocks) {
      block.lines.forEach((content, i) => {
        const line = block.startLine + i;
        const read: ReadLine = { line, section: index, at, length: content.length, exact: false };
        if (source) {
          [read.start, read.end] = locateInLine(source, line, content);
          read.exact = read.end - read.start === content.length;
        }
        lines.push(read);
        parts.push(content);
        // one line per source line, joined by "\n" as chunks join them, so line-start markers go the same way
        at += content.length + 1;
      });
    }
  });
  reading = { mapped: normalizeSpanMapped(parts.join("\n")), lines };
  readings.set(doc, reading);
  return reading;
}

/** The line holding position `at` of the joined text (the "\n" after a line counts as its own). */
function lineIndexAt(lines: readonly ReadLine[], at: number): number {
  let lo = 0;
  let hi = lines.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (lines[mid]!.at <= at) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** Where joined position `at` starts or ends in the source; a line with markup cut from its middle gives the whole line. */
function rawOffset(line: ReadLine, at: number, side: "start" | "end"): number | undefined {
  if (line.start === undefined || line.end === undefined) return undefined;
  if (!line.exact) return side === "start" ? line.start : line.end;
  const column = Math.min(at - line.at, line.length);
  if (side === "start") return line.start + column;
  return Math.min(line.start + column + 1, line.end);
}
