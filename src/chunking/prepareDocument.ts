import { documentKeyOf, documentText, type BlockKind, type Document, type PreparedCache } from "../corpus/index.js";
import type { Measured, Measurer } from "./measure.js";
import { locateInLine, sourceTextOf, type SourceText } from "./sourceText.js";
import type { TokenizerName } from "./types.js";

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
    const replay = (text: string): Measured => {
      const measured = { text, words: stored[at] ?? 0, tokens: stored[at + 1] ?? 0 };
      at += 2;
      return measured;
    };
    const prepared = prepareWith(document, replay);
    if (at === stored.length) return prepared;
  }
  const recorded: number[] = [];
  const prepared = prepareWith(document, (text) => {
    const measured = measurer.measure(text);
    recorded.push(measured.words, measured.tokens);
    return measured;
  });
  if (counts && key !== undefined) counts.cache.setCounts(key, counts.tokenizer, recorded);
  return prepared;
}

/** The preparation itself, with `measure` called in a fixed order (the order counts are stored in). */
function prepareWith(document: Document, measure: (text: string) => Measured): PreparedDocument {
  let kept = 0;
  for (const section of document.sections) {
    for (const block of section.blocks) for (const text of block.lines) if (block.atomic || text.trim() !== "") kept++;
  }
  const lines: PreparedLines = { texts: new Array<string>(kept), numbers: new Uint32Array(kept), words: new Uint32Array(kept), tokens: new Uint32Array(kept) };
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
      block.lines.forEach((line, i) => {
        const blank = line.trim() === "";
        if (!block.atomic && blank) return;
        const measured = measure(line);
        lines.texts[at] = line;
        lines.numbers[at] = block.startLine + i;
        lines.words[at] = measured.words;
        lines.tokens[at] = measured.tokens;
        blockWords += measured.words;
        blockTokens += measured.tokens;
        if (!blank) text = true;
        at++;
      });
      // A block whose kept lines are all blank (an atomic block of empty lines) holds nothing to index.
      if (!text) continue;
      const prepared: PreparedBlock = { kind: block.kind, atomic: block.atomic, startLine: block.startLine, endLine: block.endLine, lines, first, count: at - first, words: blockWords, tokens: blockTokens };
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
    return { headingPath: section.headingPath, heading, startLine: section.startLine, endLine: section.endLine, blocks: kept, header: measure(contextHeader(document.title, section.headingPath)) };
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

