import { chunkId, contentBudget } from "./buildChunk.js";
import type { Document } from "../corpus/index.js";
import { packSizes } from "./packWindows.js";
import type { Piece } from "./piece.js";
import { headerSkips, type PreparedSection } from "./prepareDocument.js";
import { headingPiece, isBareLeafHeading } from "./sectionPieces.js";
import { locateInLine, locateLineOrTail } from "./sourceText.js";
import { splitAtomic } from "./splitAtomic.js";
import type { Chunk, ChunkingParams } from "./types.js";

/**
 * One section's pieces as parallel arrays, reused from section to section: what sectionPieces
 * gives, without an object per line. A line piece object (and its slice into each window's draft)
 * would be most of what chunking allocates: a check chunks every kept line once and a sweep once
 * per cell. Offsets are -1 where a piece has none (a document without text).
 */
class SectionRun {
  count = 0;
  texts: string[] = [];
  joiners: string[] = [];
  startLines = new Uint32Array(INITIAL);
  endLines = new Uint32Array(INITIAL);
  words = new Uint32Array(INITIAL);
  tokens = new Uint32Array(INITIAL);
  starts = new Int32Array(INITIAL);
  ends = new Int32Array(INITIAL);

  reset(): void {
    this.count = 0;
  }

  /** Room for `more` pieces after the current ones. */
  reserve(more: number): void {
    const needed = this.count + more;
    if (needed <= this.words.length) return;
    let length = this.words.length * 2;
    while (length < needed) length *= 2;
    this.startLines = grown(this.startLines, new Uint32Array(length));
    this.endLines = grown(this.endLines, new Uint32Array(length));
    this.words = grown(this.words, new Uint32Array(length));
    this.tokens = grown(this.tokens, new Uint32Array(length));
    this.starts = grown(this.starts, new Int32Array(length));
    this.ends = grown(this.ends, new Int32Array(length));
  }

  /** Appends a piece made as an object (a table or code part, a bare heading). */
  pushPiece(piece: Piece): void {
    this.reserve(1);
    const at = this.count++;
    this.texts[at] = piece.text;
    this.joiners[at] = piece.joiner;
    this.startLines[at] = piece.startLine;
    this.endLines[at] = piece.endLine;
    this.words[at] = piece.words;
    this.tokens[at] = piece.tokens;
    this.starts[at] = piece.start ?? -1;
    this.ends[at] = piece.end ?? -1;
  }
}

const INITIAL = 1024;

function grown<T extends Uint32Array | Int32Array>(from: T, to: T): T {
  to.set(from);
  return to;
}

const run = new SectionRun();

/**
 * The structural chunks of one section (see chunkStructural; `next` is the section after it, whose
 * heading path is all that is read), appended to `chunks`, numbered from `firstOrdinal` plus its
 * length. The same chunks, field for field, as building sectionPieces' pieces, packWindows' windows
 * and buildChunk's chunks: the pieces are the same (a line of prose, a table or code block or its
 * clean parts, a bare heading), the windows the same algorithm (packSizes), and each chunk's text is
 * joined once from its pieces' texts into one flat string, instead of one string per piece added.
 */
export function sectionChunks(document: Document, section: PreparedSection, next: { headingPath: readonly string[] } | undefined, params: ChunkingParams, chunks: Chunk[], firstOrdinal = 0): void {
  const byWords = params.unit === "words";
  const size = byWords ? wordsOf : tokensOf;
  const budget = contentBudget(params, section.header);
  run.reset();
  const bare = isBareLeafHeading(section, next) ? headingPiece(section) : undefined;
  if (bare) run.pushPiece(bare);
  else for (let b = 0; b < section.blocks.length; b++) {
    const block = section.blocks[b]!;
    if (block.atomic) {
      for (const piece of splitAtomic(block, budget, size)) run.pushPiece(piece);
      continue;
    }
    const { lines, first, count } = block;
    const { source } = lines;
    run.reserve(count);
    for (let i = 0; i < count; i++) {
      const from = first + i;
      const at = run.count++;
      const line = lines.numbers[from]!;
      const text = lines.texts[from]!;
      run.texts[at] = text;
      run.joiners[at] = i === 0 ? "\n\n" : "\n";
      run.startLines[at] = line;
      run.endLines[at] = line;
      run.words[at] = lines.words[from]!;
      run.tokens[at] = lines.tokens[from]!;
      if (!source) {
        run.starts[at] = -1;
        run.ends[at] = -1;
        continue;
      }
      // the line or its tail, the usual case, without locateInLine's pair (see blockPieces)
      const start = locateLineOrTail(source, line, text);
      if (start >= 0) {
        run.starts[at] = start;
        run.ends[at] = start + text.length;
      } else {
        const located = locateInLine(source, line, text);
        run.starts[at] = located[0];
        run.ends[at] = located[1];
      }
    }
  }
  if (run.count === 0) return;
  // The header (contextHeader: the title, then the headings from `skip`, joined by " > ") goes into
  // each chunk's text as its parts: the joined header string was made per section only to be copied.
  const skip = headerSkips(document.title, section.headingPath);
  let headerLength = 0;
  if (params.contextHeader) {
    headerLength = document.title.length;
    for (let j = skip; j < section.headingPath.length; j++) headerLength += 3 + section.headingPath[j]!.length;
  }
  // one state and one callback for every section: no closure and no objects per section besides
  // the chunks
  Object.assign(windowing, { document, section, params, chunks, firstOrdinal, skip, headerLength });
  packing.budget = budget;
  packing.overlap = params.overlap;
  packSizes(byWords ? run.words : run.tokens, run.count, packing, emitWindow);
  windowing.document = windowing.section = windowing.params = windowing.chunks = undefined;
}

const wordsOf = (piece: { words: number }): number => piece.words;
const tokensOf = (piece: { tokens: number }): number => piece.tokens;
const packing = { budget: 0, overlap: 0 };

/** What emitWindow builds chunks for: the section being windowed (cleared after, so no document is kept). */
const windowing: {
  document: Document | undefined;
  section: PreparedSection | undefined;
  params: ChunkingParams | undefined;
  chunks: Chunk[] | undefined;
  firstOrdinal: number;
  skip: number;
  headerLength: number;
} = { document: undefined, section: undefined, params: undefined, chunks: undefined, firstOrdinal: 0, skip: 0, headerLength: 0 };

function emitWindow(start: number, end: number): void {
  const { chunks } = windowing;
  chunks!.push(runChunk(start, end, windowing.firstOrdinal + chunks!.length));
}

/** The chunk of the run's pieces `start` .. `end - 1` of `windowing`'s section, as buildChunk builds it from the same pieces. */
function runChunk(start: number, end: number, ordinal: number): Chunk {
  const document = windowing.document!;
  const section = windowing.section!;
  const params = windowing.params!;
  const { skip, headerLength } = windowing;
  const withHeader = headerLength > 0;
  const { headingPath } = section;
  let words = 0;
  let tokens = 0;
  for (let i = start; i < end; i++) {
    words += run.words[i]!;
    tokens += run.tokens[i]!;
  }
  let embedText: string;
  if (!withHeader && end - start === 1) embedText = run.texts[start]!;
  else {
    // one flat string, joined once: adding piece by piece made a string per piece, flattened later
    const parts = new Array<string>((withHeader ? 2 + 2 * (headingPath.length - skip) : 0) + 2 * (end - start) - 1);
    let k = 0;
    if (withHeader) {
      parts[k++] = document.title;
      for (let j = skip; j < headingPath.length; j++) {
        parts[k++] = " > ";
        parts[k++] = headingPath[j]!;
      }
      parts[k++] = "\n\n";
    }
    for (let i = start; i < end; i++) {
      if (i > start) parts[k++] = run.joiners[i]!;
      parts[k++] = run.texts[i]!;
    }
    embedText = parts.join("");
  }
  const text = withHeader ? embedText.slice(headerLength + 2) : embedText;
  const totalWords = words + (withHeader ? section.header.words : 0);
  const totalTokens = tokens + (withHeader ? section.header.tokens : 0);
  const id = chunkId(document.path, ordinal);
  const startLine = run.startLines[start]!;
  const endLine = run.endLines[end - 1]!;
  const startOffset = run.starts[start]!;
  const endOffset = run.ends[end - 1]!;
  const { path, title } = document;
  // buildChunk's literal, field for field and in its order (the same hidden class as its chunks)
  const chunk: Chunk =
    startOffset >= 0 && endOffset >= 0
      ? { id, path, title, headingPath, startLine, endLine, text, embedText, words: totalWords, tokens: totalTokens, contentTokens: tokens, startOffset, endOffset }
      : { id, path, title, headingPath, startLine, endLine, text, embedText, words: totalWords, tokens: totalTokens, contentTokens: tokens };
  if ((params.unit === "words" ? totalWords : totalTokens) > params.size) chunk.oversized = true;
  return chunk;
}
