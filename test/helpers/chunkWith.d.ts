import type { Chunk, ChunkingParams } from "../../src/chunking/types.js";
import type { Document } from "../../src/corpus/types.js";
/** Default parameters for tests: structural, words, no header (so counts are the lines' alone). */
export declare const PARAMS: ChunkingParams;
/** Chunks documents with PARAMS overridden by `params`. */
export declare function chunkWith(documents: Document[], params: Partial<ChunkingParams>): Promise<Chunk[]>;
