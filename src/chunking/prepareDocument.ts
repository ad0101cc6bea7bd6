import { documentKeyOf, documentText, type BlockKind, type Document, type PreparedCache } from "../corpus/index.js";
import { countWords } from "./countWords.js";
import type { Measured, Measurer } from "./measure.js";
import { locateInLine, sourceTextOf, type SourceText } from "./sourceText.js";
import type { TokenizerName } from "./types.js";
import { SectionHeader } from "./sectionHeader.js";
import { uint32Slab } from "./uint32Slab.js";

/** One line with its counts (a section's heading). */
export interface PreparedLine extends Measured {
  line: number;
  /** Offsets of the heading's text in the file (see SourceText), when the document has its text. */
  start?: number;
  end?: number;
}

/**
 * A document's content lines that blocks keep (empty lines of non-atomic blocks are dropped), in
 * order, with their line numbers and counts: one set of arrays per document instead of an object
 * per line, which is what a run keeps in memory for every line of the corpus.
 */
export interface PreparedLines {
  texts: string[];
  numbers: Uint32Array;
  words: Uint32Array;
  tokens: Uint32Array;
  /** The file's text and line starts, for offsets (absent for a document built in memory). */
  source?: SourceText;
}

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
  /** The file's text and line starts, for offsets (absent for a document built in memory). */
  source?: SourceText;
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

/**
 * Measures every line of a document once (words and tokens) so that any number of chunking
 * configurations can window it without tokenizing again. Guarantees: every non-empty content line
 * of the document appears in exactly one prepared block, in source order.
 *
 * With `counts`, the measurements of a document loaded from files (see loadCorpus) are read back
 * from the store when an earlier run made them, and written there otherwise: the same content,
 * parser and tokenizer always give the same counts, so a warm run tokenizes nothing. A stored entry
 * that does not fit the document exactly is ignored and the document measured again.
 */
export function prepareDocument(document: Document, measurer: Measurer, counts?: CountStore): PreparedDocument {
  const key = counts ? documentKeyOf(document) : undefined;
  const stored = counts && key !== undefined ? counts.cache.counts(key, counts.tokenizer) : undefined;
  if (stored) {
    let at = 0;
    const replay: Counting = {
      measure(text) {
        const measured = { text, words: stored[at] ?? 0, tokens: stored[at + 1] ?? 0 };
        at += 2;
        return measured;
      },
      line(_text, lines, i) {
        lines.words[i] = stored[at] ?? 0;
        lines.tokens[i] = stored[at + 1] ?? 0;
        at += 2;
      },
    };
    const prepared = prepareWith(document, replay);
    if (at === stored.length) return prepared;
  }
  // Counts are recorded in store order only when there is a store to keep them in (a run without
  // the cache would build and drop two numbers per line of the corpus).
  const store = counts && key !== undefined ? counts : undefined;
  const recorded: number[] = [];
  const { tokens } = measurer;
  const live: Counting = {
    measure(text) {
      const measured = measurer.measure(text);
      if (store) recorded.push(measured.words, measured.tokens);
      return measured;
    },
    // A line's counts go straight into the document's arrays: no object per line of the corpus.
    line: tokens
      ? (text, lines, i) => {
          const w = countWords(text);
          const t = tokens(text);
          lines.words[i] = w;
          lines.tokens[i] = t;
          if (store) recorded.push(w, t);
        }
      : (text, lines, i) => {
          const measured = measurer.measure(text);
          lines.words[i] = measured.words;
          lines.tokens[i] = measured.tokens;
          if (store) recorded.push(measured.words, measured.tokens);
        },
  };
  const prepared = prepareWith(document, live);
  if (store && key !== undefined) store.cache.setCounts(key, store.tokenizer, recorded);
  return prepared;
}

/** How prepareWith obtains counts, in one fixed order of calls (the order counts are stored in). */
interface Counting {
  measure(text: string): Measured;
  /** Counts a content line into `lines.words[i]` and `lines.tokens[i]`. */
  line(text: string, lines: PreparedLines, i: number): void;
}

/** True when `text` is empty or whitespace only (what `text.trim() === ""` says, without a copy). */
function isBlank(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    // the characters String#trim removes (ASCII whitespace, NBSP, BOM and Unicode spaces)
    if (c > 32 && c !== 160 && c !== 0xfeff && !(c >= 0x1680 && isUnicodeSpace(c))) return false;
    if (c <= 32 && c !== 32 && (c < 9 || c > 13)) return false;
  }
  return true;
}

function isUnicodeSpace(c: number): boolean {
  return c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000;
}

/** The preparation itself, with counts taken in a fixed order (the order counts are stored in). */
function prepareWith(document: Document, counting: Counting): PreparedDocument {
  const measure = (text: string): Measured => counting.measure(text);
  let kept = 0;
  for (const section of document.sections) {
    for (const block of section.blocks) {
      if (block.atomic) kept += block.lines.length;
      else for (const text of block.lines) if (!isBlank(text)) kept++;
    }
  }
  const lines: PreparedLines = { texts: new Array<string>(kept), numbers: uint32Slab(kept), words: uint32Slab(kept), tokens: uint32Slab(kept) };
  const text = documentText(document);
  if (text !== undefined) lines.source = sourceTextOf(text);
  let at = 0;
  let words = 0;
  let tokens = 0;
  const sections = document.sections.map((section): PreparedSection => {
    const blocks: PreparedBlock[] = [];
    for (const block of section.blocks) {
      const first = at;
      let blockWords = 0;
      let blockTokens = 0;
      let text = false;
      const { lines: blockLines, atomic, startLine } = block;
      for (let i = 0; i < blockLines.length; i++) {
        const line = blockLines[i]!;
        const blank = isBlank(line);
        if (!atomic && blank) continue;
        counting.line(line, lines, at);
        lines.texts[at] = line;
        lines.numbers[at] = startLine + i;
        blockWords += lines.words[at]!;
        blockTokens += lines.tokens[at]!;
        if (!blank) text = true;
        at++;
      }
      // A block whose kept lines are all blank (an atomic block of empty lines) holds nothing to index.
      if (!text) continue;
      const prepared: PreparedBlock = { kind: block.kind, atomic, startLine, endLine: block.endLine, lines, first, count: at - first, words: blockWords, tokens: blockTokens };
      if (block.kind === "code") prepared.fence = { open: measure(`\`\`\`${block.info ?? ""}`), close: measure("```") };
      blocks.push(prepared);
      words += blockWords;
      tokens += blockTokens;
    }
    const last = section.headingPath[section.headingPath.length - 1];
    let heading: PreparedLine | null = null;
    if (section.headingLine !== null && last !== undefined) {
      const measured = measure(last);
      heading = { line: section.headingLine, text: last, words: measured.words, tokens: measured.tokens };
      if (lines.source) [heading.start, heading.end] = locateInLine(lines.source, section.headingLine, last);
    }
    // `blocks.slice()`: exactly as long as it needs to be (push leaves room), as every section is kept.
    const kept = blocks.length > 0 ? blocks.slice() : blocks;
    const header = measure(contextHeader(document.title, section.headingPath));
    return {
      headingPath: section.headingPath,
      heading,
      startLine: section.startLine,
      endLine: section.endLine,
      blocks: kept,
      header: new SectionHeader(document.title, section.headingPath, header.words, header.tokens),
    };
  });
  const prepared: PreparedDocument = { document, sections, titleHeader: measure(document.title), words, tokens };
  if (lines.source) prepared.source = lines.source;
  return prepared;
}

/**
 * `Title > Heading > Subheading`. The first heading is left out when it repeats the title (the usual
 * H1), so the header does not spend its budget saying the same thing twice.
 */
export function contextHeader(title: string, headingPath: readonly string[]): string {
  const path = headingPath[0] !== undefined && sameText(headingPath[0], title) ? headingPath.slice(1) : headingPath;
  return [title, ...path].join(" > ");
}

function sameText(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

