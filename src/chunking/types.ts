/** Chunking parameters and the chunk model. */

/** What `size` and `overlap` count. */
export type ChunkUnit = "words" | "tokens";

/** Tokenizers available for the `tokens` unit; all ship their ranks in the package (no download). */
export type TokenizerName = "o200k_base" | "cl100k_base";

/** Parameters of one chunking configuration, as parsed from a source's `chunking:` block. */
export interface ChunkingParams {
  /** Name of a registered strategy: structural | fixed | recursive | page. */
  strategy: string;
  unit: ChunkUnit;
  /** Budget per chunk in `unit`, counted on the embed text (context header included). */
  size: number;
  /** Budget of repeated trailing content per chunk, in `unit`; always < size. */
  overlap: number;
  /** Prefix the embed text with `Title > Heading > Subheading`. */
  contextHeader: boolean;
  tokenizer: TokenizerName;
}

/** The unit that is indexed, scored, shown to the model and cited. */
export interface Chunk {
  /** Stable id: `path#NNNN`, NNNN the 0-based ordinal of the chunk in its document. */
  id: string;
  path: string;
  title: string;
  /** Heading path of the section the chunk starts in. */
  headingPath: string[];
  startLine: number;
  endLine: number;
  /** The content, lines joined by "\n", without the context header. */
  text: string;
  /** What is indexed: the context header (if enabled), a blank line, then `text`. */
  embedText: string;
  /** Words and tokens of `embedText` (tokens in the configured tokenizer, counted line by line). */
  words: number;
  tokens: number;
}
