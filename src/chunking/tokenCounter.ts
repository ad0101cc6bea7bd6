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
 */
export function loadTokenCounter(name: TokenizerName): Promise<TokenCounter> {
  let counter = cache.get(name);
  if (!counter) {
    counter = importEncoding(name).then((encoding) => {
      const options = { disallowedSpecial: new Set<string>() };
      return (text: string) => (text.length === 0 ? 0 : encoding.countTokens(text, options));
    });
    cache.set(name, counter);
  }
  return counter;
}

type Encoding = { countTokens(text: string, options: { disallowedSpecial: Set<string> }): number };

async function importEncoding(name: TokenizerName): Promise<Encoding> {
  // Literal specifiers so the bundler can see (and include) both vocabularies.
  switch (name) {
    case "o200k_base":
      return import("gpt-tokenizer/encoding/o200k_base");
    case "cl100k_base":
      return import("gpt-tokenizer/encoding/cl100k_base");
  }
}
