import { packagedEncoding, type Encoding } from "./packagedRanks.js";
import type { TokenizerName } from "./types.js";

/** Counts the tokens of a text in one tokenizer's vocabulary. */
export type TokenCounter = (text: string) => number;

const cache = new Map<TokenizerName, Promise<TokenCounter>>();

/**
 * A token counter for a named BPE vocabulary from `gpt-tokenizer`, whose ranks ship inside the
 * package (nothing is downloaded at run time). Each vocabulary is loaded once per process, on
 * first use, because o200k_base alone takes a noticeable moment to load.
 *
 * Text that looks like a special token (`<|endoftext|>`) is counted as ordinary text: documents
 * may legitimately mention it, and a count must never throw.
 *
 * Counting is gpt-tokenizer's own algorithm (split the text with the vocabulary's pre-tokenizer
 * pattern, one token per piece found whole in the vocabulary, byte-pair merges otherwise), with
 * the count of each distinct piece remembered: documentation repeats its words, so most pieces
 * are counted once per run. Measured on vba-docs (501,258 lines): 2.55 s with `countTokens` per
 * line, 1.00 s with pieces remembered, same total. When the library's internals this relies on
 * are missing (another version), it falls back to `countTokens`, which gives the same numbers.
 */
export function loadTokenCounter(name: TokenizerName): Promise<TokenCounter> {
  let counter = cache.get(name);
  if (!counter) {
    counter = importEncoding(name).then((encoding) => rememberingCounter(encoding) ?? plainCounter(encoding));
    cache.set(name, counter);
  }
  return counter;
}


/** The parts of gpt-tokenizer's byte-pair core that counting needs. */
interface BpeCore {
  tokenSplitRegex: RegExp;
  getBpeRankFromString(piece: string): number | undefined;
  bytePairEncode(piece: string): ArrayLike<number>;
}

function plainCounter(encoding: Encoding): TokenCounter {
  const options = { disallowedSpecial: new Set<string>() };
  return (text: string) => (text.length === 0 ? 0 : encoding.countTokens(text, options));
}

/** Distinct pieces remembered per vocabulary; beyond this many, new pieces are counted but not kept. */
const MAX_REMEMBERED_PIECES = 500_000;

/**
 * Longest piece counted whole. Byte-pair merging is quadratic in a piece's length (one run of
 * 200,000 letters: 25 s of CPU; 50,000: 1.9 s), and a pre-tokenizer piece is a word, a number or a
 * run of punctuation, so only a hostile or machine-made line (a base64 blob, `xxxx…`) has longer
 * ones. Those are counted in slices of this many characters (cut between code points): linear, and
 * within a token or so per slice of the exact count. Every piece of the shared corpora is shorter.
 */
export const MAX_WHOLE_PIECE = 2048;

function rememberingCounter(encoding: Encoding): TokenCounter | undefined {
  const core = (encoding.default as { bytePairEncodingCoreProcessor?: BpeCore } | undefined)?.bytePairEncodingCoreProcessor;
  if (!core || !(core.tokenSplitRegex instanceof RegExp) || typeof core.getBpeRankFromString !== "function" || typeof core.bytePairEncode !== "function") {
    return undefined;
  }
  const pattern = new RegExp(core.tokenSplitRegex.source, core.tokenSplitRegex.flags.includes("g") ? core.tokenSplitRegex.flags : `${core.tokenSplitRegex.flags}g`);
  const pieces = new Map<string, number>();
  const countPiece = (piece: string): number => {
    if (piece.length > MAX_WHOLE_PIECE) return countSliced(piece, countPiece);
    let count = pieces.get(piece);
    if (count === undefined) {
      count = core.getBpeRankFromString(piece) !== undefined ? 1 : core.bytePairEncode(piece).length;
      if (pieces.size < MAX_REMEMBERED_PIECES) pieces.set(piece, count);
    }
    return count;
  };
  return (text: string) => {
    if (text.length === 0) return 0;
    let total = 0;
    pattern.lastIndex = 0;
    for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) {
      if (match[0].length === 0) pattern.lastIndex++;
      else total += countPiece(match[0]);
    }
    return total;
  };
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

/** The vocabulary's encoding: from the ranks file the bundle ships (see packagedEncoding) when there is one, else the library's module. */
async function importEncoding(name: TokenizerName): Promise<Encoding> {
  return (await packagedEncoding(name)) ?? importEncodingModule(name);
}

async function importEncodingModule(name: TokenizerName): Promise<Encoding> {
  // Literal specifiers so the bundler can see (and include) both vocabularies.
  switch (name) {
    case "o200k_base":
      return import("gpt-tokenizer/encoding/o200k_base");
    case "cl100k_base":
      return import("gpt-tokenizer/encoding/cl100k_base");
  }
}
