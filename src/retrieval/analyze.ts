import { analyzeToken } from "./analyzeToken.js";
import { TokenScanner } from "./tokenScanner.js";

// Shared because scans are synchronous: no two callers can be inside it at once.
const scanner = new TokenScanner();

/**
 * English analysis shared by indexing and querying: the list of terms BM25 counts for `text`.
 *
 * Guarantees:
 * - Deterministic and locale-independent: the same string gives the same terms on every machine
 *   (NFKC normalisation, then `toLowerCase`, which unlike `toLocaleLowerCase` ignores the locale).
 * - Order-preserving and duplicate-preserving: one term per kept token, in text order, so the
 *   result's length is the document length BM25 normalises by.
 * - Every term is non-empty, lowercase, and contains no whitespace or punctuation other than the
 *   dots of a number such as "3.5" or "1.2.3".
 *
 * Tokenization decisions (why: documentation questions and documents spell the same thing in
 * different ways, and each rule below makes two common spellings meet):
 * - Letters and digits of every script are token characters; combining marks stay inside the
 *   token they follow, so "Größe" -> "größe" and "café" -> "café" whether typed precomposed or
 *   decomposed (NFKC also folds ligatures, full-width forms and superscripts: "ﬁle" -> "file",
 *   "２" -> "2", "m²" -> "m2").
 * - Letters and digits together are one token: "v2", "utf8", "h264", "1000". Digit-bearing tokens
 *   are never stemmed.
 * - Hyphens, underscores, slashes and dots after letters split: "opc-ua" -> "opc", "ua";
 *   "max_tokens" -> "max", "token"; "e.g." -> "e", "g"; "node.js" -> "node", "js". Queries write
 *   "OPC UA", "opc-ua" and "OPC-UA" interchangeably; splitting makes all of them match.
 * - A dot or comma between digits joins: "3.5", "1.2.3" and "v2.1" are kept whole (a version is not
 *   the two numbers it contains); commas between digits are then deleted, so "1,000" -> "1000".
 * - An apostrophe followed by a letter joins, a trailing "'s" is dropped and other apostrophes are
 *   deleted: "don't" -> "dont", "user's" -> "user", "it's" -> "it" (then dropped as a stop word).
 *   Both ' and ’ count as apostrophes.
 * - Stop words (ENGLISH_STOP_WORDS in stopWords.ts, Lucene's 33) are dropped after the apostrophe
 *   and comma rules, before stemming.
 * - Pure a-z words are stemmed with Porter2 (wink-porter2-stemmer): "use", "used", "uses" and
 *   "using" all become "use" (the original Porter algorithm maps them to "us"). Words with other
 *   letters are kept unstemmed, because Porter2 is defined for English a-z only.
 * - Scripts written without spaces (Chinese, Japanese, Thai) are not segmented: a run of such
 *   letters is one token. The default retriever targets English documentation.
 *
 * @param text Any string; default none; range: any length, any Unicode (lone surrogates are
 *   separators). Empty or punctuation-only text gives `[]`.
 * @returns The analysed terms, possibly empty.
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
