import { linesPiece } from "./blockPieces.js";
import type { UnitSize } from "./buildChunk.js";
import type { Measurer } from "./measure.js";
import type { Piece } from "./piece.js";
import { blockText, type PreparedBlock, type PreparedDocument, type PreparedSection } from "./prepareDocument.js";
import { splitAtomic } from "./splitAtomic.js";
import { planSection, windowChunks } from "./structural.js";
import { linePieces, wordPieces } from "./wordPieces.js";
import type { Chunk, ChunkingParams } from "./types.js";

// made on first use: building one is costly, and only an overlong line needs it
let sentences: Intl.Segmenter | undefined;

/** Per section, a block over budget split at lines, then sentences, then words; tables and code as in structural. */
export function chunkRecursive(prepared: PreparedDocument, params: ChunkingParams, measurer: Measurer): Chunk[] {
  const chunks: Chunk[] = [];
  const split = (section: PreparedSection, budget: number, size: UnitSize): Piece[] =>
    section.blocks.flatMap((block) => (block.atomic ? splitAtomic(block, budget, size) : splitBlock(block, budget, size, measurer)));
  prepared.sections.forEach((section, i) => windowChunks(prepared.document, planSection(section, prepared.sections[i + 1], params, split), params, chunks));
  return chunks;
}

function splitBlock(block: PreparedBlock, budget: number, size: UnitSize, measurer: Measurer): Piece[] {
  const { lines, first, count } = block;
  if (size(block) <= budget) return [linesPiece(block, first, first + count, blockText(block, "\n"), block)];
  const pieces: Piece[] = [];
  for (let i = 0; i < count; i++) {
    const at = first + i;
    const line = { line: lines.numbers[at]!, text: lines.texts[at]!, words: lines.words[at]!, tokens: lines.tokens[at]! };
    const joiner = i === 0 ? "\n\n" : "\n";
    const make = linePieces(lines.source, line.line, line.text);
    if (size(line) <= budget) {
      pieces.push(make(line.text, 0, line, joiner));
      continue;
    }
    let firstOfLine = true;
    for (const { segment, index } of (sentences ??= new Intl.Segmenter("en", { granularity: "sentence" })).segment(line.text)) {
      const text = segment.trim();
      if (text === "") continue;
      const column = index + (segment.length - segment.trimStart().length);
      const measured = measurer.measure(text);
      if (size(measured) <= budget) pieces.push(make(text, column, measured, firstOfLine ? joiner : " "));
      else wordPieces(text, column, firstOfLine ? joiner : " ", make, measurer, pieces);
      firstOfLine = false;
    }
  }
  return pieces;
}
