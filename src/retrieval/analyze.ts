import { analyzeToken } from "./analyzeToken.js";
import { TokenScanner } from "./tokenScanner.js";

// Shared because scans are synchronous: no two callers can be inside it at once.
const scanner = new TokenScanner();

/**
 * English analysis shared by indexing and querying: the terms BM25 counts for `text`, one per kept
 * token in text order (so their number is the document length), the same on every machine (NFKC,
 * then the locale-independent `toLowerCase`). Each rule makes two common spellings meet:
 * - Letters, digits and combining marks of every script form tokens ("café" precomposed or not);
 *   letters and digits together are one token ("v2", "utf8"), never stemmed.
 * - Hyphens, underscores, slashes and dots after letters split ("opc-ua", "node.js"), so "OPC UA"
 *   and "opc-ua" match.
 * - A dot or comma between digits joins ("3.5", "v2.1" stay whole); such commas are then deleted
 *   ("1,000" -> "1000").
 * - An apostrophe (' or ’) before a letter joins; a trailing "'s" is dropped and other apostrophes
 *   deleted ("don't" -> "dont", "user's" -> "user").
 * - Stop words (ENGLISH_STOP_WORDS) are dropped, then pure a-z words stemmed with Porter2
 *   ("used", "using" -> "use"); Porter2 is defined for a-z only.
 * - Scripts written without spaces are not segmented: the default retriever targets English.
 * Lone surrogates separate tokens; empty or punctuation-only text gives [].
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
