import { TokenScanner } from "./tokenScanner.js";

// Shared because scans are synchronous: no two callers can be inside it at once.
const scanner = new TokenScanner();

/**
 * The raw tokens of `text`: NFKC-normalised, lowercased runs of letters, digits and combining
 * marks, joined across an apostrophe before a letter and across a dot or comma between two digits
 * (the rules and their reasons are listed at {@link analyze}).
 *
 * Guarantees: deterministic and locale-independent (`toLowerCase`, not `toLocaleLowerCase`); tokens
 * in text order, each non-empty and starting with a letter or digit; no stop-word removal or
 * stemming (that is {@link analyzeToken}). Same tokens as {@link TokenScanner}, which it uses.
 *
 * @param text Any string; default none; range: any length and any Unicode (lone surrogates
 *   separate tokens).
 */
export function tokenize(text: string): string[] {
  scanner.scan(text);
  const { text: normalized, count, starts, ends } = scanner;
  const tokens = new Array<string>(count);
  for (let i = 0; i < count; i++) tokens[i] = normalized.substring(starts[i]!, ends[i]!);
  return tokens;
}
