import type { Chunk } from "./types.js";

/** Every kind of quality problem a chunk can have, in the order reports list them. */
export const CHUNK_WARNING_KINDS = ["orphan", "mid-sentence", "pronoun-start", "empty-heading", "over-budget"] as const;

/** A quality problem a chunk can have; each is counted once per chunk. */
export type ChunkWarningKind = (typeof CHUNK_WARNING_KINDS)[number];

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
const DEFAULT_ORPHAN_TOKENS = 25;

// "it", "this", "they", "that", "these" opening a chunk refer to something the chunk does not hold.
const PRONOUN_START = /^(?:it|this|they|that|these)\b(?![-_.:/(])/i;
// A lowercase letter or a continuing punctuation mark: the chunk starts inside a sentence.
const MID_SENTENCE = /^[\p{Ll},;:)\]]/u;

/** The warnings of each chunk that has any, in order (see CHUNK_WARNING_KINDS); reads only the chunks. */
export function chunkWarnings(chunks: readonly Chunk[], options: { orphanTokens?: number } = {}): ChunkWarning[] {
  const floor = options.orphanTokens ?? DEFAULT_ORPHAN_TOKENS;
  const warnings: ChunkWarning[] = [];
  for (const chunk of chunks) {
    const found = warningBits(chunk, floor);
    if (found !== 0) warnings.push({ chunk, kinds: CHUNK_WARNING_KINDS.filter((_, k) => (found & (1 << k)) !== 0) });
  }
  return warnings;
}

/** The figures of {@link chunkWarnings} for a source's chunks (counted without listing the warnings: nothing per chunk is kept). */
export function summariseQuality(chunks: readonly Chunk[], options: { orphanTokens?: number } = {}): QualitySummary {
  const tally = new QualityTally(options);
  for (let c = 0; c < chunks.length; c++) tally.add(chunks[c]!);
  return tally.summary();
}

/** summariseQuality over chunks handed over one at a time: after adding c₁ … cₙ, `summary()` equals `summariseQuality([c₁ … cₙ])`. */
export class QualityTally {
  private readonly floor: number;
  private readonly tally = CHUNK_WARNING_KINDS.map(() => 0);
  private flagged = 0;
  private chunks = 0;

  constructor(options: { orphanTokens?: number } = {}) {
    this.floor = options.orphanTokens ?? DEFAULT_ORPHAN_TOKENS;
  }

  /** Adds `chunk`; returns its warnings as bits (bit k for CHUNK_WARNING_KINDS[k]), for {@link addBits}. */
  add(chunk: Chunk): number {
    const found = warningBits(chunk, this.floor);
    this.addBits(found);
    return found;
  }

  /** Adds a chunk whose warnings {@link add} returned once (the same chunk met again, without its text). */
  addBits(found: number): void {
    this.chunks++;
    if (found === 0) return;
    this.flagged++;
    for (let k = 0; k < this.tally.length; k++) if ((found & (1 << k)) !== 0) this.tally[k]!++;
  }

  summary(): QualitySummary {
    const { chunks, flagged, tally } = this;
    const counts = Object.fromEntries(CHUNK_WARNING_KINDS.map((k, i) => [k, tally[i]!])) as Record<ChunkWarningKind, number>;
    return { chunks, flagged, rate: chunks === 0 ? 0 : flagged / chunks, counts };
  }
}

/** A chunk's warnings as bits, bit k for CHUNK_WARNING_KINDS[k] (0: none). */
function warningBits(chunk: Chunk, floor: number): number {
  const text = chunk.text.trimStart();
  const heading = chunk.headingPath[chunk.headingPath.length - 1];
  let bits = 0;
  if ((chunk.contentTokens ?? chunk.tokens) < floor) bits |= ORPHAN;
  if (MID_SENTENCE.test(text)) bits |= MID;
  if (PRONOUN_START.test(text)) bits |= PRONOUN;
  if (heading !== undefined && text.trim() === heading.trim()) bits |= EMPTY_HEADING;
  if (chunk.oversized) bits |= OVER_BUDGET;
  return bits;
}

const [ORPHAN, MID, PRONOUN, EMPTY_HEADING, OVER_BUDGET] = CHUNK_WARNING_KINDS.map((_, k) => 1 << k) as [number, number, number, number, number];
