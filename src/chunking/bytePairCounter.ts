import { growSlotTable } from "./growSlotTable.js";
import { BytePairRankTable } from "./bytePairRankTable.js";
import type { TokenCounter } from "./tokenCounter.js";

/**
 * A vocabulary's byte-pair ranks as gpt-tokenizer ships them (`gpt-tokenizer/bpeRanks/<name>`):
 * index = rank; a string for a token whose bytes are valid UTF-8, else the token's bytes.
 */
export type BytePairRanks = ReadonlyArray<string | readonly number[]>;

/** Distinct pieces remembered per counter; beyond this many, new pieces are counted but not kept. */
const MAX_REMEMBERED_PIECES = 500_000;

/**
 * Longest piece counted whole. Byte-pair merging is quadratic in a piece's length (one run of
 * 200,000 letters: 25 s of CPU; 50,000: 1.9 s), and a pre-tokenizer piece is a word, a number or a
 * run of punctuation, so only a hostile or machine-made line (a base64 blob, `xxxx…`) has longer
 * ones. Those are counted in slices of this many characters (cut between code points): linear, and
 * within a token or so per slice of the exact count. Every piece of the shared corpora is shorter.
 */
export const MAX_WHOLE_PIECE = 2048;

/**
 * Counts tokens exactly as gpt-tokenizer 4's `countTokens` does with no special tokens allowed
 * (text that looks like `<|endoftext|>` is ordinary text): the text is split by the vocabulary's
 * pre-tokenizer `pattern` (the library's own regular expression), a piece found whole in the
 * vocabulary is one token, any other piece is merged pair by pair, lowest rank first and leftmost
 * on ties, over its UTF-8 bytes, a pair of bytes looked up as text when it is valid UTF-8 and as
 * bytes otherwise — the library's `bytePairMerge`, step for step, so the counts are the same.
 *
 * What differs is the cost, measured on vba-docs (the 314,518 texts a cold check counts: 4.1 M
 * pieces, 36,000 distinct, 18,500 of them merged; CPU in one process, interleaved with the former
 * counter over gpt-tokenizer's encoder object): 0.66–0.82 s against 0.89–0.98 s to count, and
 * 0.2 s less to load (the encoder object, which is not built, took ~0.25 s for o200k_base).
 * Each distinct piece's count is remembered (documentation repeats its words) in a table hashed
 * on the text's characters in place (see pieceCounts); pieces are found with a sticky expression
 * and `test` (no match array per piece); and a piece of ASCII, nearly every merged piece, is merged
 * on its characters, pairs from a table, longer parts looked up as strings, where the library
 * encodes it, then decodes and validates every candidate part. Remembering whole lines as well was
 * measured slower (hashing each line costs more than re-splitting the repeated ones).
 */
export function bytePairCounter(options: { ranks: BytePairRanks | BytePairRankTable; pattern: RegExp }): TokenCounter {
  const { pattern } = options;
  const table = options.ranks instanceof BytePairRankTable ? options.ranks : BytePairRankTable.fromRanks(options.ranks);
  const sticky = new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, "") + "y");
  const global = new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, "") + "g");
  const asciiPairs = asciiPairRanks(table);
  const merge = pairMerger(table, asciiPairs);
  const countPiece = (piece: string): number => {
    if (piece.length > MAX_WHOLE_PIECE) return countSliced(piece, countPiece);
    return table.textRank(piece) >= 0 ? 1 : merge(piece);
  };
  const longer = pieceCounts(countPiece);
  // A piece of one ASCII character is one token (every byte is in the vocabulary), and one of two is
  // one token or two as the pair is in it or not: no hash, one entry of the pairs' table (most
  // pieces of prose and markup — punctuation, ` a`, `).` — are that short).
  const remembered = (text: string, start: number, end: number): number => {
    const first = text.charCodeAt(start);
    if (end - start === 1 && first < 128) return 1;
    if (end - start === 2 && first < 128) {
      const second = text.charCodeAt(start + 1);
      if (second < 128) return asciiPairs(text, start) >= 0 ? 1 : 2;
    }
    return longer(text, start, end);
  };

  const countText = (text: string): number => {
    let total = 0;
    let at = 0;
    while (at < text.length) {
      sticky.lastIndex = at;
      if (sticky.test(text) && sticky.lastIndex > at) {
        const end = sticky.lastIndex;
        total += end - at > MAX_WHOLE_PIECE ? countPiece(text.slice(at, end)) : remembered(text, at, end);
        at = end;
        continue;
      }
      // No piece starts here: the library's global search skips ahead to the next one.
      global.lastIndex = at;
      const match = global.exec(text);
      if (match === null) break;
      if (match[0].length === 0) {
        at = global.lastIndex + 1;
        continue;
      }
      at = match.index + match[0].length;
      total += match[0].length > MAX_WHOLE_PIECE ? countPiece(match[0]) : remembered(text, match.index, at);
    }
    return total;
  };
  return countText;
}

/**
 * Ranks of two-character ASCII tokens by the characters' codes (first × 128 + second), looked up
 * on first use: `rank(text, at)` is the rank of `text[at..at+2)` (both ASCII), -1 when not a token.
 * Most lookups of a merge and most short pieces are such pairs. Filled lazily because filling all
 * 16,384 up front cost every process 30–40 ms (cold code), and a corpus meets a few thousand.
 */
function asciiPairRanks(table: BytePairRankTable): (text: string, at: number) => number {
  const UNKNOWN = -2;
  const ranks = new Int32Array(128 * 128).fill(UNKNOWN);
  return (text, at) => {
    const pair = text.charCodeAt(at) * 128 + text.charCodeAt(at + 1);
    let rank = ranks[pair]!;
    if (rank === UNKNOWN) ranks[pair] = rank = table.textRank(text, at, at + 2);
    return rank;
  };
}

/**
 * `count` of the piece `text[start..end)`, remembered per distinct piece (at most
 * MAX_REMEMBERED_PIECES) in an open-addressing table hashed on the characters in place: a piece
 * seen before costs a hash and a comparison, no string is cut out of the text for it (a Map keyed by
 * the piece needs one per lookup: 4.1 M short-lived strings on vba-docs). Each slot holds the
 * piece's hash, length, offset in one pool of code units and count side by side, so a probe reads
 * one cache line and the pool rather than a string object somewhere in the heap.
 */
function pieceCounts(count: (piece: string) => number): (text: string, start: number, end: number) => number {
  // 4 int32 per slot: hash, length + 1 (0 = empty), offset in `pool`, count. Room for 65,536
  // pieces before the first growth, and 4× at each (see growSlotTable).
  let table = new Int32Array(4 << 17);
  let pool = new Uint16Array(1 << 16);
  let poolLength = 0;
  let size = 0;
  const grow = (): void => {
    table = growSlotTable(table);
  };
  return (text, start, end) => {
    let hash = 0x811c9dc5 | 0;
    for (let i = start; i < end; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
    const length = end - start;
    const mask = (table.length >> 2) - 1;
    let slot = hash & mask;
    for (;;) {
      const at = slot << 2;
      const stored = table[at + 1]!;
      if (stored === 0) break;
      if (table[at] === hash && stored === length + 1) {
        const offset = table[at + 2]!;
        let k = 0;
        while (k < length && pool[offset + k] === text.charCodeAt(start + k)) k++;
        if (k === length) return table[at + 3]!;
      }
      slot = (slot + 1) & mask;
    }
    const n = count(text.slice(start, end));
    if (size < MAX_REMEMBERED_PIECES) {
      if (poolLength + length > pool.length) {
        const grown = new Uint16Array(Math.max(pool.length * 2, poolLength + length));
        grown.set(pool.subarray(0, poolLength));
        pool = grown;
      }
      for (let k = 0; k < length; k++) pool[poolLength + k] = text.charCodeAt(start + k);
      const at = slot << 2;
      table[at] = hash;
      table[at + 1] = length + 1;
      table[at + 2] = poolLength;
      table[at + 3] = n;
      poolLength += length;
      if (++size * 2 > table.length >> 2) grow();
    }
    return n;
  };
}

/**
 * The number of tokens gpt-tokenizer's `bytePairEncode` gives a piece not found whole: a single
 * ASCII character is one token; otherwise its UTF-8 bytes are merged (see bytePairCounter).
 */
function pairMerger(table: BytePairRankTable, asciiPairs: (text: string, at: number) => number): (piece: string) => number {
  const encoder = new TextEncoder();
  const decoder = new TextDecoder("utf8");
  return (piece) => {
    if (piece.length === 1 && piece.charCodeAt(0) <= 0x7f) return 1;
    if (isAscii(piece)) {
      return mergedCount(piece.length, (start, end) =>
        end - start > 2 ? table.textRank(piece, start, end) : asciiPairs(piece, start),
      );
    }
    const bytes = encoder.encode(piece);
    return mergedCount(bytes.length, (start, end) => {
      const pair = bytes.subarray(start, end);
      return isValidUtf8(pair) ? table.textRank(decoder.decode(pair)) : table.bytesRank(bytes, start, end);
    });
  };
}

/** Rank of a part that is not a token: above every rank (the library's Infinity). */
const NO_RANK = 0x7fffffff;
// mergedCount's part starts and ranks, reused: merging is synchronous and never nested.
let mergeStarts = new Int32Array(256);
let mergeRanks = new Int32Array(256);

/**
 * gpt-tokenizer's `bytePairMerge` over `length` bytes, counting the parts instead of listing their
 * ranks: `rankOf(start, end)` is the rank of bytes start..end-1, -1 when not a token. The library's
 * arrays and splices, step for step, over two typed arrays kept between calls: every distinct
 * piece not found whole is merged once (vba-docs: 18,500), in code too cold to optimise the
 * arrays' growth and splicing.
 */
function mergedCount(length: number, rankOf: (start: number, end: number) => number): number {
  if (mergeStarts.length < length + 1) {
    mergeStarts = new Int32Array(2 * (length + 1));
    mergeRanks = new Int32Array(2 * (length + 1));
  }
  const starts = mergeStarts;
  const ranks = mergeRanks;
  // parts: starts[0 .. n), ranks[i] the rank of parts i and i + 1 merged
  let n = length + 1;
  for (let i = 0; i <= length; i++) {
    starts[i] = i;
    const rank = i < length - 1 ? rankOf(i, i + 2) : -1;
    ranks[i] = rank === -1 ? NO_RANK : rank;
  }
  const rankAt = (i: number): number => {
    if (i + 2 >= n) return NO_RANK;
    const rank = rankOf(starts[i]!, starts[i + 2]!);
    return rank === -1 ? NO_RANK : rank;
  };
  while (n > 1) {
    let lowest = NO_RANK;
    let at = -1;
    for (let i = 0; i < n - 1; i++) {
      if (ranks[i]! < lowest) {
        lowest = ranks[i]!;
        at = i;
      }
    }
    if (at === -1) break;
    // starts.splice(at + 1, 1) and ranks.splice(at, 1)
    for (let i = at + 1; i < n - 1; i++) starts[i] = starts[i + 1]!;
    for (let i = at; i < n - 1; i++) ranks[i] = ranks[i + 1]!;
    n--;
    ranks[at] = rankAt(at);
    if (at > 0) ranks[at - 1] = rankAt(at - 1);
  }
  return n - 1;
}

function isAscii(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) > 0x7f) return false;
  return true;
}

/** gpt-tokenizer's UTF-8 check (no overlong forms, surrogates or code points past U+10FFFF). */
function isValidUtf8(bytes: Uint8Array): boolean {
  let i = 0;
  while (i < bytes.length) {
    const lead = bytes[i]!;
    let length: number;
    let point: number;
    if (lead <= 0x7f) {
      length = 1;
      point = lead;
    } else if ((lead & 0xe0) === 0xc0) {
      if (lead <= 0xc1) return false;
      length = 2;
      point = lead & 0x1f;
    } else if ((lead & 0xf0) === 0xe0) {
      length = 3;
      point = lead & 0x0f;
    } else if ((lead & 0xf8) === 0xf0) {
      if (lead > 0xf4) return false;
      length = 4;
      point = lead & 0x07;
    } else return false;
    if (i + length > bytes.length) return false;
    for (let k = 1; k < length; k++) {
      const next = bytes[i + k]!;
      if ((next & 0xc0) !== 0x80) return false;
      point = (point << 6) | (next & 0x3f);
    }
    if ((length === 2 && point < 0x80) || (length === 3 && point < 0x800) || (length === 4 && point < 0x10000)) return false;
    if ((point >= 0xd800 && point <= 0xdfff) || point > 0x10ffff) return false;
    i += length;
  }
  return true;
}

/** A long piece's count as the sum of its slices' counts, slices cut between code points. */
function countSliced(piece: string, countPiece: (slice: string) => number): number {
  let total = 0;
  for (let start = 0; start < piece.length; ) {
    let end = Math.min(piece.length, start + MAX_WHOLE_PIECE);
    // never split a surrogate pair: a lone half would be counted as a replacement character
    const code = piece.charCodeAt(end - 1);
    if (end < piece.length && code >= 0xd800 && code <= 0xdbff) end--;
    total += countPiece(piece.slice(start, end));
    start = end;
  }
  return total;
}
