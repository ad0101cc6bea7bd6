import { documentKeyOf, documentText, lineOffsetsOf, type BlockKind, type Document, type LineOffsets, type PreparedCache } from "../corpus/index.js";
import { countWords } from "./countWords.js";
import type { Measured, Measurer } from "./measure.js";
import { locateInLine, locateLineOrTail } from "./locateInLine.js";
import type { TokenizerName } from "./types.js";
import { uint32Slab } from "./uint32Slab.js";

/** One line with its counts (a section's heading). */
export interface PreparedLine extends Measured {
  line: number;
  /** Offsets of the heading's text in the file (see PreparedLines.source), when the document has its text. */
  start?: number;
  end?: number;
}

/** A document's kept content lines with their numbers and counts, as parallel arrays (no object per line). */
export interface PreparedLines {
  texts: string[];
  numbers: Uint32Array;
  words: Uint32Array;
  tokens: Uint32Array;
  /** The file's text and its lines, for offsets (absent for a document built in memory). */
  source?: LineOffsets;
}

/** A block's kept lines, measured. */
export interface PreparedBlock {
  kind: BlockKind;
  atomic: boolean;
  startLine: number;
  endLine: number;
  /** The document's lines; this block's are `first` .. `first + count - 1`. */
  lines: PreparedLines;
  first: number;
  count: number;
  words: number;
  tokens: number;
  /** A code block's fence lines (three backticks and the info string; three backticks), measured: what a split piece reopens and closes it with. */
  fence?: { open: Measured; close: Measured };
}

/** A section's blocks and measured header. */
export interface PreparedSection {
  headingPath: string[];
  /** The heading itself as a line of text (null for the preamble), for strategies that ignore structure. */
  heading: PreparedLine | null;
  startLine: number;
  endLine: number;
  blocks: PreparedBlock[];
  /** `Title > Heading > Subheading`, measured. */
  header: Measured;
}

/** A document with every line counted: the expensive part of chunking, done once per run. */
export interface PreparedDocument {
  document: Document;
  sections: PreparedSection[];
  /** The title alone as a context header, for strategies that ignore headings. */
  titleHeader: Measured;
  /** Words and tokens of all content lines: the source's own size, against which storage folds. */
  words: number;
  tokens: number;
  /** The file's text and its lines, for offsets (absent for a document built in memory). */
  source?: LineOffsets;
}

/** The text of a prepared block's lines, joined by `separator`. */
export function blockText(block: PreparedBlock, separator: string): string {
  const { texts } = block.lines;
  if (block.count === 1) return texts[block.first]!;
  return texts.slice(block.first, block.first + block.count).join(separator);
}

/** Where counts are kept between runs: the prepared-document cache, and the tokenizer they were counted with. */
export interface CountStore {
  cache: PreparedCache;
  tokenizer: TokenizerName;
}

/** What {@link measureDocument} keeps of a document: its counts in store order, and the totals. */
export interface DocumentCounts {
  /** Every count expandCounts takes, in the order it takes them (the prepared-document cache's order). */
  counts: ArrayLike<number>;
  titleHeader: Measured;
  words: number;
  tokens: number;
}

/** A document's counts in store order: read back from `counts` when they fit it exactly, else measured and stored. */
export function measureDocument(document: Document, measurer: Measurer, counts?: CountStore): DocumentCounts {
  const key = counts ? documentKeyOf(document) : undefined;
  const stored = counts && key !== undefined ? counts.cache.counts(key, counts.tokenizer) : undefined;
  if (stored) {
    const replay = replayCounting(stored);
    const { titleHeader, words, tokens } = walkDocument(document, replay, false);
    if (replay.at === stored.length) return { counts: keptCounts(stored), titleHeader, words, tokens };
  }
  scratchLength = 0;
  const { titleHeader, words, tokens } = walkDocument(document, liveCounting(measurer), false);
  const taken = scratch.subarray(0, scratchLength);
  if (counts && key !== undefined) counts.cache.setCounts(key, counts.tokenizer, taken);
  const kept = keptCounts(taken);
  // a buffer a large document grew is let go of, so that the run does not keep it
  if (scratch.length > SCRATCH_KEPT) scratch = new Uint32Array(SCRATCH_KEPT);
  return { counts: kept, titleHeader, words, tokens };
}

/** Where live counts are recorded: one buffer reused for every document, so no per-document array becomes garbage. */
const SCRATCH_KEPT = 16 * 1024;
let scratch = new Uint32Array(SCRATCH_KEPT);
let scratchLength = 0;

function record(words: number, tokens: number): void {
  if (scratchLength + 2 > scratch.length) {
    const grown = new Uint32Array(scratch.length * 2);
    grown.set(scratch);
    scratch = grown;
  }
  scratch[scratchLength++] = words;
  scratch[scratchLength++] = tokens;
}

/** Counts as a run keeps them: four bytes a count, in a shared buffer. */
function keptCounts(counts: ArrayLike<number>): Uint32Array {
  const kept = uint32Slab(counts.length);
  kept.set(counts);
  return kept;
}

/** How walkDocument obtains counts, in one fixed order of calls (the order counts are stored in). */
interface Counting {
  /** Counts `text` into `words` and `tokens`. */
  count(text: string): void;
  /** Counts a section's context header into `words` and `tokens`; a replay never joins its text. */
  header(title: string, headingPath: readonly string[]): void;
  words: number;
  tokens: number;
}

function replayCounting(stored: ArrayLike<number>): Counting & { at: number } {
  return {
    at: 0,
    words: 0,
    tokens: 0,
    count() {
      this.words = stored[this.at] ?? 0;
      this.tokens = stored[this.at + 1] ?? 0;
      this.at += 2;
    },
    header() {
      this.count("");
    },
  };
}

/**
 * Counts taken live, recorded in store order. A header `Title > A > B` counts as the title plus each ` > A`,
 * remembered: the same sum, as o200k/cl100k cut a piece where each part begins (see plainPart).
 */
function liveCounting(measurer: Measurer): Counting {
  const { tokens: countTokens } = measurer;
  const parts = new Map<string, number>();
  let title: string | undefined;
  let titleWords = 0;
  let titleTokens = 0;
  return {
    words: 0,
    tokens: 0,
    count(text) {
      this.words = countWords(text);
      this.tokens = countTokens(text);
      record(this.words, this.tokens);
    },
    header(text, headingPath) {
      if (text !== title) {
        if (!plainPart(text)) return this.count(contextHeader(text, headingPath));
        title = text;
        titleWords = countWords(text);
        titleTokens = countTokens(text);
      }
      let words = titleWords;
      let tokens = titleTokens;
      for (let i = headerSkips(text, headingPath); i < headingPath.length; i++) {
        const heading = headingPath[i]!;
        let known = parts.get(heading);
        if (known === undefined) {
          if (!plainPart(heading)) return this.count(contextHeader(text, headingPath));
          const part = ` > ${heading}`;
          // words in the high bits, tokens in the low 26 (a heading line is far shorter than 2^26 tokens)
          known = countWords(part) * 2 ** 26 + countTokens(part);
          parts.set(heading, known);
        }
        words += Math.floor(known / 2 ** 26);
        tokens += known % 2 ** 26;
      }
      this.words = words;
      this.tokens = tokens;
      record(words, tokens);
    },
  };
}

/** A header part that counts the same alone as inside the joined header: not empty, no whitespace at its end. */
function plainPart(text: string): boolean {
  return text !== "" && !TRAILING_SPACE.test(text);
}

const TRAILING_SPACE = /\s$/u;

/** A character String#trim keeps: a line without one is blank. */
const NOT_BLANK = /\S/;

/** The prepared document of measureDocument's counts; with `visit`, its sections go there one at a time. */
export function expandCounts(document: Document, counts: ArrayLike<number>, visit?: (section: PreparedSection, index: number) => void): PreparedDocument {
  // room for every line of every block: the few blank prose lines dropped are not worth a pass to size exactly
  let kept = 0;
  const parsed = document.sections;
  for (let s = 0; s < parsed.length; s++) {
    const { blocks } = parsed[s]!;
    for (let b = 0; b < blocks.length; b++) kept += blocks[b]!.lines.length;
  }
  // one buffer for the three number arrays
  const numbers = new Uint32Array(3 * kept);
  const lines: PreparedLines = { texts: new Array<string>(kept), numbers: numbers.subarray(0, kept), words: numbers.subarray(kept, 2 * kept), tokens: numbers.subarray(2 * kept) };
  const text = documentText(document);
  if (text !== undefined) lines.source = lineOffsetsOf(text);
  const { sections, titleHeader, words, tokens } = walkDocument(document, replayCounting(counts), lines, visit);
  const prepared: PreparedDocument = { document, sections, titleHeader, words, tokens };
  if (lines.source) prepared.source = lines.source;
  return prepared;
}

/** Walks a document's kept lines, taking every count in store order; with `lines`, builds the prepared sections into them. */
function walkDocument(document: Document, counting: Counting, lines: PreparedLines | false, visit?: (section: PreparedSection, index: number) => void): Omit<PreparedDocument, "document"> {
  const measure = (text: string): Measured => {
    counting.count(text);
    return { text, words: counting.words, tokens: counting.tokens };
  };
  let at = 0;
  let words = 0;
  let tokens = 0;
  const sections: PreparedSection[] = lines && !visit ? new Array<PreparedSection>(document.sections.length) : [];
  for (let s = 0; s < document.sections.length; s++) {
    const section = document.sections[s]!;
    // counting alone builds no block list; otherwise sized up front and shortened below
    const blocks: PreparedBlock[] = lines ? new Array<PreparedBlock>(section.blocks.length) : NO_BLOCKS;
    let kept = 0;
    for (let b = 0; b < section.blocks.length; b++) {
      const block = section.blocks[b]!;
      const first = at;
      let blockWords = 0;
      let blockTokens = 0;
      let text = false;
      const { lines: blockLines, atomic, startLine } = block;
      for (let i = 0; i < blockLines.length; i++) {
        const line = blockLines[i]!;
        const blank = !NOT_BLANK.test(line);
        if (!atomic && blank) continue;
        counting.count(line);
        if (lines) {
          lines.words[at] = counting.words;
          lines.tokens[at] = counting.tokens;
          lines.texts[at] = line;
          lines.numbers[at] = startLine + i;
        }
        blockWords += counting.words;
        blockTokens += counting.tokens;
        if (!blank) text = true;
        at++;
      }
      // A block whose kept lines are all blank (an atomic block of empty lines) holds nothing to index.
      if (!text) continue;
      const fence = block.kind === "code" ? { open: measure(`\`\`\`${block.info ?? ""}`), close: measure("```") } : undefined;
      if (lines) {
        const prepared: PreparedBlock = { kind: block.kind, atomic, startLine, endLine: block.endLine, lines, first, count: at - first, words: blockWords, tokens: blockTokens };
        if (fence) prepared.fence = fence;
        blocks[kept++] = prepared;
      }
      words += blockWords;
      tokens += blockTokens;
    }
    if (lines && kept < blocks.length) blocks.length = kept;
    const last = section.headingPath[section.headingPath.length - 1];
    let heading: PreparedLine | null = null;
    if (section.headingLine !== null && last !== undefined) {
      counting.count(last);
      heading = { line: section.headingLine, text: last, words: counting.words, tokens: counting.tokens };
      if (lines && lines.source) {
        // the usual heading is its line's tail: no pair built for it
        const start = locateLineOrTail(lines.source, section.headingLine, last);
        if (start >= 0) {
          heading.start = start;
          heading.end = start + last.length;
        } else [heading.start, heading.end] = locateInLine(lines.source, section.headingLine, last);
      }
    }
    counting.header(document.title, section.headingPath);
    if (!lines) continue;
    const prepared: PreparedSection = {
      headingPath: section.headingPath,
      heading,
      startLine: section.startLine,
      endLine: section.endLine,
      blocks,
      header: new SectionHeader(document.title, section.headingPath, counting.words, counting.tokens),
    };
    if (visit) visit(prepared, s);
    else sections[s] = prepared;
  }
  const titleHeader = measure(document.title);
  return { sections, titleHeader, words, tokens };
}

/** The block list of every section when only counting (never written to). */
const NO_BLOCKS: PreparedBlock[] = [];

/** `Title > Heading > Subheading`, the first heading left out when it repeats the title (the usual H1). */
export function contextHeader(title: string, headingPath: readonly string[]): string {
  const path = headerSkips(title, headingPath) === 1 ? headingPath.slice(1) : headingPath;
  return [title, ...path].join(" > ");
}

/** A section's measured context header that keeps its counts but joins its text again when read. */
export class SectionHeader implements Measured {
  constructor(
    private readonly title: string,
    private readonly headingPath: readonly string[],
    readonly words: number,
    readonly tokens: number,
  ) {}

  get text(): string {
    return contextHeader(this.title, this.headingPath);
  }
}

/** How many leading headings contextHeader leaves out of `headingPath`: 1 when the first repeats the title, else 0. */
function headerSkips(title: string, headingPath: readonly string[]): 0 | 1 {
  const first = headingPath[0];
  if (first === undefined) return 0;
  if (first === title) return 1;
  // the last answer is kept: every section of a document asks about the same title and first heading
  if (title !== skipsTitle || first !== skipsFirst) {
    skipsTitle = title;
    skipsFirst = first;
    skipsAnswer = sameText(first, title) ? 1 : 0;
  }
  return skipsAnswer;
}

let skipsTitle = "";
let skipsFirst = "";
let skipsAnswer: 0 | 1 = 0;

function sameText(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

