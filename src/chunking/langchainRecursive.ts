import { AsyncLocalStorage } from "node:async_hooks";
import { documentText, lineOffsetsOf } from "../corpus/index.js";
import { chunkId } from "./buildChunk.js";
import { countWords } from "./countWords.js";
import type { Measurer } from "./measure.js";
import { documentPieces } from "./page.js";
import type { PreparedDocument } from "./prepareDocument.js";
import { sectionAt } from "./sectionAt.js";
import type { Chunk, ChunkingParams } from "./types.js";

/** LangChain's RecursiveCharacterTextSplitter on the file's text: exactly its chunk texts, placed one after another. */
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
  const texts = await quietly(() => splitter.splitText(text));
  const { starts } = lineOffsetsOf(text);
  const header = prepared.titleHeader;
  const withHeader = params.contextHeader && header.text !== "";
  const chunks: Chunk[] = [];
  let previous = { start: 0, length: -1 };
  for (const chunkText of texts) {
    // at or after the previous start; at the same start only if longer (with overlap LangChain may repeat a piece)
    let found = text.indexOf(chunkText, previous.start);
    if (found === previous.start && chunkText.length <= previous.length) found = text.indexOf(chunkText, previous.start + 1);
    const start = found === -1 ? previous.start : found;
    previous = { start, length: chunkText.length };
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

/** The 1-based line holding `offset`. */
function lineAt(starts: Uint32Array, offset: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid]! <= offset) lo = mid;
    else hi = mid - 1;
  }
  return lo + 1;
}

// LangChain's own over-size line (text_splitter.js, mergeSplits)
const OVERSIZE_LINE = /^Created a chunk of size \d+,/;
const splitting = new AsyncLocalStorage<true>();
let active = 0;
let installed: { original: typeof console.warn; filter: typeof console.warn } | undefined;

/** Runs `split` with LangChain's over-size warnings dropped from `console.warn`, restored after the last split. */
async function quietly<T>(split: () => Promise<T>): Promise<T> {
  if (active++ === 0) {
    const original = console.warn;
    const filter = (...args: unknown[]): void => {
      if (splitting.getStore() && typeof args[0] === "string" && OVERSIZE_LINE.test(args[0])) return;
      original.apply(console, args);
    };
    console.warn = filter;
    installed = { original, filter };
  }
  try {
    return await splitting.run(true, split);
  } finally {
    if (--active === 0 && installed) {
      if (console.warn === installed.filter) console.warn = installed.original;
      installed = undefined;
    }
  }
}
