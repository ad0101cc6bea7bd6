import { buildChunk, contentBudget, unitSize } from "./buildChunk.js";
import type { Measurer } from "./measure.js";
import { packWindows } from "./packWindows.js";
import type { Piece } from "./piece.js";
import { blockText, type PreparedBlock, type PreparedDocument } from "./prepareDocument.js";
import { headingPiece, isBareLeafHeading } from "./sectionPieces.js";
import { splitAtomic } from "./splitAtomic.js";
import type { Chunk, ChunkingParams } from "./types.js";

const sentences = new Intl.Segmenter("en", { granularity: "sentence" });

/**
 * Recursive splitting within each section (headings are its first separator): a block that fits the
 * budget is one piece; one that does not is split at lines, a line that does not fit at sentences,
 * a sentence that does not fit at words. The pieces are then packed into windows as large as the
 * budget allows, with trailing pieces worth at most `overlap` repeated. Unlike `structural`, no
 * piece exceeds the budget except a single word, so long paragraphs are cut. Tables and code are
 * cut between rows and lines, cleanly (see splitAtomic), never mid-row; a single row or code line
 * over the budget stays whole and its chunk is flagged `oversized`. A heading with no content and no
 * subsection is a chunk of its own, as in structural.
 *
 * Cost is linear in the section: each line, sentence and word is measured once, and windows are
 * packed in one pass (test/chunking/recursive.linear.test.ts counts the work as the input doubles).
 */
export function chunkRecursive(prepared: PreparedDocument, params: ChunkingParams, measurer: Measurer): Chunk[] {
  const { document } = prepared;
  const size = unitSize(params);
  const chunks: Chunk[] = [];
  prepared.sections.forEach((section, i) => {
    const budget = contentBudget(params, section.header);
    const bare = isBareLeafHeading(prepared, i) ? headingPiece(section) : undefined;
    const pieces = bare ? [bare] : section.blocks.flatMap((block) => (block.atomic ? splitAtomic(block, budget, size) : splitBlock(block, budget, size, measurer)));
    for (const [start, end] of packWindows(pieces, { budget, overlap: params.overlap, size })) {
      const draft = { path: document.path, title: document.title, headingPath: section.headingPath, header: section.header, pieces: pieces.slice(start, end) };
      chunks.push(buildChunk(draft, chunks.length, params));
    }
  });
  return chunks;
}

type Size = (piece: { words: number; tokens: number }) => number;

function splitBlock(block: PreparedBlock, budget: number, size: Size, measurer: Measurer): Piece[] {
  const { lines, first, count } = block;
  if (size(block) <= budget) {
    return [{ startLine: lines.numbers[first]!, endLine: lines.numbers[first + count - 1]!, text: blockText(block, "\n"), words: block.words, tokens: block.tokens, joiner: "\n\n" }];
  }
  const pieces: Piece[] = [];
  for (let i = 0; i < count; i++) {
    const at = first + i;
    const line = { line: lines.numbers[at]!, text: lines.texts[at]!, words: lines.words[at]!, tokens: lines.tokens[at]! };
    const joiner = i === 0 ? "\n\n" : "\n";
    if (size(line) <= budget) {
      pieces.push({ startLine: line.line, endLine: line.line, text: line.text, words: line.words, tokens: line.tokens, joiner });
      continue;
    }
    let firstOfLine = true;
    for (const { segment } of sentences.segment(line.text)) {
      const text = segment.trim();
      if (text === "") continue;
      const measured = measurer.measure(text);
      if (size(measured) <= budget) {
        pieces.push({ startLine: line.line, endLine: line.line, ...measured, joiner: firstOfLine ? joiner : " " });
      } else {
        for (const word of text.split(/\s+/)) {
          if (word === "") continue;
          const tokens = measurer.wordTokens(word);
          pieces.push({ startLine: line.line, endLine: line.line, text: word, words: 1, tokens, joiner: firstOfLine ? joiner : " " });
          firstOfLine = false;
        }
      }
      firstOfLine = false;
    }
  }
  return pieces;
}
