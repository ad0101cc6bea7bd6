import { UserError } from "../errors.js";
import { chunkFixed } from "./fixed.js";
import { chunkLangChainRecursive } from "./langchainRecursive.js";
import type { Measurer } from "./measure.js";
import { chunkPage } from "./page.js";
import { chunkParentChild } from "./parentChild.js";
import type { PreparedDocument } from "./prepareDocument.js";
import { chunkRecursive } from "./recursive.js";
import { chunkStructural } from "./structural.js";
import type { Chunk, ChunkingParams } from "./types.js";

/** A chunking strategy: a pure function from a prepared document and parameters to chunks (asynchronous for a library that only offers a promise). */
export type Chunker = (prepared: PreparedDocument, params: ChunkingParams, measurer: Measurer) => Chunk[] | Promise<Chunk[]>;

const chunkers = new Map<string, Chunker>([
  ["structural", chunkStructural],
  ["fixed", chunkFixed],
  ["recursive", chunkRecursive],
  ["page", chunkPage],
  ["parent-child", chunkParentChild],
  ["langchain-recursive", chunkLangChainRecursive],
]);

/** Strategies that never measure text themselves (they only add up prepared counts). */
const countOnly = new Set(["structural", "page", "parent-child"]);

/** Whether the strategy measures text while chunking, so it needs a loaded tokenizer even when every count came from the store. */
export function chunkerMeasures(name: string): boolean {
  return !countOnly.has(name);
}

/** Names of the registered strategies, in registration order. */
export function strategyNames(): string[] {
  return [...chunkers.keys()];
}

/** The chunker registered under `name`; an unknown name is a UserError listing the known ones. */
export function getChunker(name: string, where: { file?: string; line?: number } = {}): Chunker {
  const chunker = chunkers.get(name);
  if (!chunker) {
    throw new UserError(`unknown chunking strategy "${name}"`, {
      ...where,
      hint: `set chunking.strategy to one of: ${strategyNames().join(", ")}`,
    });
  }
  return chunker;
}

/** Adds a strategy (for extensions and tests); an existing name is replaced. */
export function registerChunker(name: string, chunker: Chunker): void {
  chunkers.set(name, chunker);
  countOnly.delete(name);
}
