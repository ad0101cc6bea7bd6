import stem from "wink-porter2-stemmer";
import { TokenScanner } from "./tokenScanner.js";

// Shared because scans are synchronous: no two callers can be inside it at once.
const scanner = new TokenScanner();

/**
 * English analysis shared by indexing and querying: the terms BM25 counts for `text`, one per kept
 * token in text order, the same on every machine (NFKC, then the locale-independent `toLowerCase`):
 * - Letters, digits and combining marks of every script form tokens; letters and digits together are
 *   one token ("v2"), never stemmed. Hyphens, underscores, slashes and dots after letters split.
 * - A dot or comma between digits joins ("3.5"; "1,000" -> "1000"); an apostrophe before a letter
 *   joins, a trailing "'s" is dropped and other apostrophes deleted ("don't" -> "dont").
 * - Stop words (ENGLISH_STOP_WORDS) are dropped, then pure a-z words stemmed with Porter2.
 */
export function analyze(text: string): string[] {
  scanner.scan(text);
  const { text: normalized, count, starts, ends } = scanner;
  const terms: string[] = [];
  for (let i = 0; i < count; i++) {
    const term = analyzeToken(normalized.substring(starts[i]!, ends[i]!));
    if (term !== null) terms.push(term);
  }
  return terms;
}

/** The stop words {@link analyze} drops: Lucene's classic 33, so figures compare with Lucene-based systems. */
export const ENGLISH_STOP_WORDS: ReadonlySet<string> = new Set([
  "a", "an", "and", "are", "as", "at", "be", "but", "by", "for", "if",
  "in", "into", "is", "it", "no", "not", "of", "on", "or", "such", "that",
  "the", "their", "then", "there", "these", "they", "this", "to", "was", "will", "with",
]);

const POSSESSIVE = /['\u2019]s$/;
const APOSTROPHES = /['\u2019]/g;
const COMMAS = /,/g;
const ASCII_WORD = /^[a-z]+$/;

/** The non-empty term one raw token (a {@link TokenScanner} span) contributes by {@link analyze}'s rules, or null when dropped. */
export function analyzeToken(raw: string): string | null {
  // One pass tells the usual token (no apostrophe, no comma) from the rest, and whether it is a-z only.
  let plain = true;
  let letters = true;
  for (let i = 0; i < raw.length; i++) {
    const code = raw.charCodeAt(i);
    if (code === 0x27 || code === 0x2c || code === 0x2019) {
      plain = false;
      break;
    }
    if (code < 0x61 || code > 0x7a) letters = false;
  }
  let word = raw;
  if (!plain) {
    if (word.includes("'") || word.includes("\u2019")) {
      // As Lucene's EnglishPossessiveFilter
      word = word.replace(POSSESSIVE, "").replace(APOSTROPHES, "");
    }
    if (word.includes(",")) word = word.replace(COMMAS, "");
    letters = ASCII_WORD.test(word);
  }
  if (word.length === 0 || ENGLISH_STOP_WORDS.has(word)) return null;
  // words with digits must never reach the stemmer: it rewrites every "3" to "y"
  return letters ? stemWord(word) : word;
}

/** Bounds the memo; beyond it, new words are stemmed but not kept. */
const MAX_REMEMBERED_WORDS = 200_000;
const memo = new Map<string, string>();

/** `wink-porter2-stemmer`'s Porter2 stem of an a-z word, remembered: the package runs dozens of regular expressions per word. */
export function stemWord(word: string): string {
  let stemmed = memo.get(word);
  if (stemmed === undefined) {
    stemmed = stem(word);
    if (memo.size < MAX_REMEMBERED_WORDS) memo.set(word, stemmed);
  }
  return stemmed;
}
