import { SpanInterner } from "./spanInterner.js";
import type { TokenizerName } from "./types.js";

/** Counts the tokens of a text in one tokenizer's vocabulary. */
export type TokenCounter = (text: string) => number;

/** Longest piece counted whole: byte-pair merging is quadratic in a piece's length, so longer pieces are counted in slices. */
export const MAX_WHOLE_PIECE = 2048;

/** Distinct pieces remembered per counter, bounding its memory on machine-made text. */
const MAX_REMEMBERED_PIECES = 500_000;

const cache = new Map<TokenizerName, Promise<TokenCounter>>();

/** `gpt-tokenizer`'s count for a vocabulary, loaded once, memoised by piece; special tokens count as plain text. */
export function loadTokenCounter(name: TokenizerName): Promise<TokenCounter> {
  let counter = cache.get(name);
  if (!counter) {
    counter = libraryCounter(name);
    cache.set(name, counter);
  }
  return counter;
}

async function libraryCounter(name: TokenizerName): Promise<TokenCounter> {
  // Literal specifiers, so the bundler sees (and splits off) both vocabularies.
  const encoding = name === "o200k_base" ? await import("gpt-tokenizer/encoding/o200k_base") : await import("gpt-tokenizer/encoding/cl100k_base");
  const options = { disallowedSpecial: new Set<string>() };
  const count = (text: string): number => (text.length === 0 ? 0 : encoding.countTokens(text, options));
  const pattern = await splitPattern(name);
  return pattern === undefined ? count : countByPieces(pattern, count);
}

/** The vocabulary's pre-tokenizer pattern, from the library's (undocumented) constants, read defensively. */
async function splitPattern(name: TokenizerName): Promise<RegExp | undefined> {
  const constants = (await import("gpt-tokenizer/encodingParams/constants")) as Record<string, unknown>;
  const pattern = constants[name === "o200k_base" ? "O200K_TOKEN_SPLIT_REGEX" : "CL100K_TOKEN_SPLIT_REGEX"];
  return pattern instanceof RegExp ? pattern : undefined;
}

/** `count` summed over `pattern`'s pieces, each remembered: the library's count while no piece passes MAX_WHOLE_PIECE. */
function countByPieces(pattern: RegExp, count: (text: string) => number): TokenCounter {
  const sticky = new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, "") + "y");
  const global = new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, "") + "g");
  const memo = new SpanInterner();
  const remembered = (text: string, start: number, end: number): number => (memo.size < MAX_REMEMBERED_PIECES ? memo.get(text, start, end, count) : count(text.slice(start, end)));
  // counts of two-character ASCII pieces by their codes (0: not counted yet)
  const pairs = new Uint8Array(128 * 128);
  const countPiece = (text: string, start: number, end: number): number => {
    const first = text.charCodeAt(start);
    if (end - start <= 2 && first < 128) {
      if (end - start === 1) return 1;
      const second = text.charCodeAt(start + 1);
      if (second < 128) {
        const at = first * 128 + second;
        return pairs[at] || (pairs[at] = count(text.slice(start, end)));
      }
    }
    return end - start > MAX_WHOLE_PIECE ? countSliced(text.slice(start, end), count) : remembered(text, start, end);
  };
  return (text) => {
    let total = 0;
    let at = 0;
    while (at < text.length) {
      sticky.lastIndex = at;
      if (sticky.test(text) && sticky.lastIndex > at) {
        const end = sticky.lastIndex;
        total += countPiece(text, at, end);
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
      total += countPiece(text, match.index, at);
    }
    return total;
  };
}

/** A piece longer than MAX_WHOLE_PIECE counted in slices of at most that many code units, never splitting a surrogate pair. */
function countSliced(piece: string, count: (slice: string) => number): number {
  let total = 0;
  for (let start = 0; start < piece.length; ) {
    let end = Math.min(piece.length, start + MAX_WHOLE_PIECE);
    const code = piece.charCodeAt(end - 1);
    if (end < piece.length && code >= 0xd800 && code <= 0xdbff) end--;
    total += count(piece.slice(start, end));
    start = end;
  }
  return total;
}
