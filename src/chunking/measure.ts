import { countWords } from "./countWords.js";
import type { TokenCounter } from "./tokenCounter.js";

/** Word and token counts of a piece of text. */
export interface Measured {
  text: string;
  words: number;
  tokens: number;
}

/** Counts words and tokens; remembers single words' token counts (fixed windows ask for each word). */
export interface Measurer {
  measure(text: string): Measured;
  /** Tokens of one word as it appears after a space, the way BPE sees it inside running text. */
  wordTokens(word: string): number;
  /** `measure(text).tokens` without the object (the words are countWords'), for counting every line of a corpus. */
  tokens(text: string): number;
}

/** A measurer over one tokenizer, with single words' token counts remembered. */
export function createMeasurer(countTokens: TokenCounter): Measurer {
  const wordCache = new Map<string, number>();
  return {
    measure: (text) => ({ text, words: countWords(text), tokens: countTokens(text) }),
    tokens: countTokens,
    wordTokens(word) {
      let n = wordCache.get(word);
      if (n === undefined) {
        n = countTokens(` ${word}`);
        wordCache.set(word, n);
      }
      return n;
    },
  };
}
