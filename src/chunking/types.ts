/** Chunking parameters and the chunk model. */

/** What `size` and `overlap` count. */
export type ChunkUnit = "words" | "tokens";

/** Tokenizers available for the `tokens` unit; all ship their ranks in the package (no download). */
export type TokenizerName = "o200k_base" | "cl100k_base";

/** Parameters of one chunking configuration, as parsed from a source's `chunking:` block. */
export interface ChunkingParams {
  /** Name of a registered strategy: structural | fixed | recursive | page | parent-child | langchain-recursive. */
  strategy: string;
  unit: ChunkUnit;
  /** Budget per chunk in `unit`, counted on the embed text (context header included). */
  size: number;
  /** Budget of repeated trailing content per chunk, in `unit`; always < size. */
  overlap: number;
  /** Prefix the embed text with `Title > Heading > Subheading`. */
  contextHeader: boolean;
  tokenizer: TokenizerName;
  /** Quality warnings: a chunk with fewer content tokens than this is an orphan (default 25). */
  orphanTokens?: number;
  /** parent-child: budget of each indexed child window in `unit` (`size` is the parent's); < size. */
  childSize?: number;
  /** structural: sibling sections that together fit in `size` share a chunk (default false). */
  mergeSmallSections?: boolean;
  /** langchain-recursive: LangChain's separators, tried in order (default its own `["\n\n", "\n", " ", ""]`). */
  separators?: string[];
  /** langchain-recursive: what `size`/`overlap` (LangChain's chunk_size/chunk_overlap) count: characters (LangChain's default) or tokens. */
  lengthUnit?: "characters" | "tokens";
}

/** The context a child chunk returns (parent-child): its parent, sent to the model once per query. */
export interface ParentRef {
  /** `path#pNNNN`, NNNN the parent's ordinal in its document. */
  id: string;
  startLine: number;
  endLine: number;
  /** Words and tokens of the parent's embed text: what a query sends to the model for it, once. */
  words: number;
  tokens: number;
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
  /** Offsets of the chunk's content in the file's text (UTF-16, BOM excluded, end exclusive); absent for a document built in memory. */
  startOffset?: number;
  endOffset?: number;
  /** Tokens of `text` alone (the context header not counted): what the orphan warning weighs. */
  contentTokens?: number;
  /** parent-child: the parent this child returns for context. */
  parent?: ParentRef;
  /** True when the chunk exceeds its budget because it is one unit that cannot be split (a word, a table row, a code line). */
  oversized?: boolean;
}
