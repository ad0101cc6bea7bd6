import { bytePairCounter, type BytePairRanks } from "./bytePairCounter.js";
import { BytePairRankTable } from "./bytePairRankTable.js";
import { packagedRanks } from "./packagedRanks.js";
import type { TokenizerName } from "./types.js";

export { MAX_WHOLE_PIECE } from "./bytePairCounter.js";

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
 * The counts are gpt-tokenizer's own (see bytePairCounter, which runs the library's algorithm over
 * its ranks and its pre-tokenizer pattern, remembering each distinct piece's count), because most
 * of a corpus' text is pieces already counted. When the library's parts
 * this relies on are missing (another version), it falls back to `countTokens`: same numbers.
 */
export function loadTokenCounter(name: TokenizerName): Promise<TokenCounter> {
  let counter = cache.get(name);
  if (!counter) {
    counter = ownCounter(name).then((own) => own ?? libraryCounter(name));
    cache.set(name, counter);
  }
  return counter;
}

/** bytePairCounter over the vocabulary's ranks (the bundle's ranks file, else the library's module). */
async function ownCounter(name: TokenizerName): Promise<TokenCounter | undefined> {
  const pattern = await splitPattern(name);
  if (!pattern) return undefined;
  const ranks = (await packagedRanks(name)) ?? (await importRanks(name));
  return ranks instanceof BytePairRankTable || Array.isArray(ranks) ? bytePairCounter({ ranks, pattern }) : undefined;
}

/** The vocabulary's pre-tokenizer pattern, from the library's (undocumented) constants, read defensively. */
async function splitPattern(name: TokenizerName): Promise<RegExp | undefined> {
  const constants = (await import("gpt-tokenizer/encodingParams/constants")) as Record<string, unknown>;
  const pattern = constants[name === "o200k_base" ? "O200K_TOKEN_SPLIT_REGEX" : "CL100K_TOKEN_SPLIT_REGEX"];
  return pattern instanceof RegExp ? pattern : undefined;
}

async function importRanks(name: TokenizerName): Promise<BytePairRanks | undefined> {
  // Literal specifiers so the bundler can see (and include) both vocabularies.
  switch (name) {
    case "o200k_base":
      return (await import("gpt-tokenizer/bpeRanks/o200k_base")).default as BytePairRanks;
    case "cl100k_base":
      return (await import("gpt-tokenizer/bpeRanks/cl100k_base")).default as BytePairRanks;
  }
}

/** gpt-tokenizer's `countTokens`, special-looking text counted as text. */
async function libraryCounter(name: TokenizerName): Promise<TokenCounter> {
  const encoding = name === "o200k_base" ? await import("gpt-tokenizer/encoding/o200k_base") : await import("gpt-tokenizer/encoding/cl100k_base");
  const options = { disallowedSpecial: new Set<string>() };
  return (text: string) => (text.length === 0 ? 0 : encoding.countTokens(text, options));
}
