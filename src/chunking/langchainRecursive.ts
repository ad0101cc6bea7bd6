import { documentText } from "../corpus/index.js";
import { chunkId } from "./buildChunk.js";
import { countWords } from "./countWords.js";
import type { Measurer } from "./measure.js";
import { documentPieces } from "./page.js";
import type { PreparedDocument } from "./prepareDocument.js";
import { sectionAt } from "./sectionAt.js";
import type { Chunk, ChunkingParams } from "./types.js";

/**
 * LangChain's RecursiveCharacterTextSplitter, called as a LangChain pipeline calls it, on the file's
 * whole text (front matter, markup and all, as a text loader reads it): `chunkSize` = `size`,
 * `chunkOverlap` = `overlap`, the registry's `separators` (else LangChain's defaults), and a length
 * function that counts characters as LangChain does (`text.length`) or, with `lengthUnit: tokens`, the
 * configured tokenizer's tokens (gpt-tokenizer, bundled: nothing is downloaded). The chunk texts are
 * exactly the library's (test/chunking/langchainRecursive.test.ts compares them one for one).
 *
 * The library returns strings only, so each chunk's place is found by searching forward from the
 * previous chunk's start: exact unless the same chunk text occurs twice between two consecutive chunk
 * starts. Line numbers and the heading path (of the chunk's first line) follow from that offset.
 * The context header, when on, is the title alone (a chunk may span sections). A document built in
 * memory (no file text) is split from its indexed lines instead.
 */
export async function chunkLangChainRecursive(prepared: PreparedDocument, params: ChunkingParams, measurer: Measurer): Promise<Chunk[]> {
  const { document } = prepared;
  const fileText = documentText(document);
  const text = fileText ?? documentPieces(prepared).map((p, i) => (i === 0 ? p.text : p.joiner + p.text)).join("");
  const { RecursiveCharacterTextSplitter } = await import("@langchain/textsplitters");
  const tokens = params.lengthUnit === "tokens";
  const splitter = new RecursiveCharacterTextSplitter({
    chunkSize: params.size,
    chunkOverlap: params.overlap,
    ...(params.separators ? { separators: params.separators } : {}),
    ...(tokens ? { lengthFunction: (t: string) => measurer.measure(t).tokens } : {}),
  });
  const texts = await splitter.splitText(text);
  const starts = lineStarts(text);
  const header = prepared.titleHeader;
  const withHeader = params.contextHeader && header.text !== "";
  const chunks: Chunk[] = [];
  let from = 0;
  for (const chunkText of texts) {
    const found = text.indexOf(chunkText, from);
    const start = found === -1 ? from : found;
    from = start + 1;
    const end = start + chunkText.length;
    const startLine = lineAt(starts, start);
    const measured = measurer.measure(chunkText);
    const chunk: Chunk = {
      id: chunkId(document.path, chunks.length),
      path: document.path,
      title: document.title,
      headingPath: sectionAt(prepared, startLine),
      startLine,
      endLine: lineAt(starts, Math.max(start, end - 1)),
      text: chunkText,
      embedText: withHeader ? `${header.text}\n\n${chunkText}` : chunkText,
      words: countWords(chunkText) + (withHeader ? header.words : 0),
      tokens: measured.tokens + (withHeader ? header.tokens : 0),
      contentTokens: measured.tokens,
    };
    if (fileText !== undefined) {
      chunk.startOffset = start;
      chunk.endOffset = end;
    }
    if ((tokens ? measured.tokens : chunkText.length) > params.size) chunk.oversized = true;
    chunks.push(chunk);
  }
  return chunks;
}

function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || (c === 13 && text.charCodeAt(i + 1) !== 10)) starts.push(i + 1);
  }
  return starts;
}

/** The 1-based line holding `offset`. */
function lineAt(starts: readonly number[], offset: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid]! <= offset) lo = mid;
    else hi = mid - 1;
  }
  return lo + 1;
}
