import type { Coverage } from "../evaluation/index.js";
import { formatCount } from "../formatCount.js";

/**
 * `12 of 30 sections (40.0%), 1,204 of 5,310 content tokens (22.7%) keyed by a question`: a
 * source's coverage (measureCoverage) by sections with text and by their tokens. A source with no
 * section of text says so rather than dividing by zero. Deterministic.
 */
export function formatCoverage(c: Coverage): string {
  if (c.sections === 0) return "no section with text to key";
  const share = (part: number, all: number) => `${all === 0 ? "0.0" : ((part / all) * 100).toFixed(1)}%`;
  return `${formatCount(c.coveredSections)} of ${formatCount(c.sections)} sections (${share(c.coveredSections, c.sections)}), ${formatCount(c.coveredTokens)} of ${formatCount(c.tokens)} content tokens (${share(c.coveredTokens, c.tokens)}) keyed by a question`;
}
