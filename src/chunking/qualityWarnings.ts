import type { Chunk } from "./types.js";

/** The quality problems a chunk can have; each is counted once per chunk. */
export type ChunkWarningKind = "orphan" | "mid-sentence" | "pronoun-start" | "empty-heading" | "over-budget";

/** Every kind, in the order reports list them. */
export const CHUNK_WARNING_KINDS: readonly ChunkWarningKind[] = ["orphan", "mid-sentence", "pronoun-start", "empty-heading", "over-budget"];

/** One chunk's warnings. */
export interface ChunkWarning {
  chunk: Chunk;
  kinds: ChunkWarningKind[];
}

/** A source's warnings in figures: chunks with at least one warning, their share, and each kind's count. */
export interface QualitySummary {
  chunks: number;
  flagged: number;
  /** flagged / chunks (0 for no chunks). */
  rate: number;
  counts: Record<ChunkWarningKind, number>;
}

/** Default `orphan_tokens`: fewer content tokens than this is too little to answer anything alone. */
export const DEFAULT_ORPHAN_TOKENS = 25;

// "it", "this", "they", "that", "these" opening a chunk refer to something the chunk does not hold.
const PRONOUN_START = /^(?:it|this|they|that|these)\b(?![-_.:/(])/i;
// A lowercase letter or a continuing punctuation mark: the chunk starts inside a sentence.
const MID_SENTENCE = /^[\p{Ll},;:)\]]/u;

/**
 * The warnings of each chunk that has any, in chunk order:
 * - `orphan`: fewer content tokens (the context header not counted) than `orphanTokens`;
 * - `mid-sentence`: the text starts with a lowercase letter or a continuing mark (`,;:)]`), so a
 *   window cut a sentence (code and tables, which start with a fence or `|`, never count);
 * - `pronoun-start`: the text starts with it, this, they, that or these, whose referent is in another chunk;
 * - `empty-heading`: the chunk holds a heading and nothing else;
 * - `over-budget`: the chunk is over its budget (one unit that could not be split, `oversized`).
 * Deterministic; reads only the chunks.
 */
export function chunkWarnings(chunks: readonly Chunk[], options: { orphanTokens?: number } = {}): ChunkWarning[] {
  const floor = options.orphanTokens ?? DEFAULT_ORPHAN_TOKENS;
  const warnings: ChunkWarning[] = [];
  for (const chunk of chunks) {
    const kinds: ChunkWarningKind[] = [];
    const text = chunk.text.trimStart();
    const heading = chunk.headingPath[chunk.headingPath.length - 1];
    if ((chunk.contentTokens ?? chunk.tokens) < floor) kinds.push("orphan");
    if (MID_SENTENCE.test(text)) kinds.push("mid-sentence");
    if (PRONOUN_START.test(text)) kinds.push("pronoun-start");
    if (heading !== undefined && text.trim() === heading.trim()) kinds.push("empty-heading");
    if (chunk.oversized) kinds.push("over-budget");
    if (kinds.length > 0) warnings.push({ chunk, kinds });
  }
  return warnings;
}

/** The figures of {@link chunkWarnings} for a source's chunks. */
export function summariseQuality(chunks: readonly Chunk[], options: { orphanTokens?: number } = {}): QualitySummary {
  const counts = Object.fromEntries(CHUNK_WARNING_KINDS.map((k) => [k, 0])) as Record<ChunkWarningKind, number>;
  const warnings = chunkWarnings(chunks, options);
  for (const w of warnings) for (const kind of w.kinds) counts[kind]++;
  return { chunks: chunks.length, flagged: warnings.length, rate: chunks.length === 0 ? 0 : warnings.length / chunks.length, counts };
}
