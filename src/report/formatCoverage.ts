import type { Coverage } from "../evaluation/index.js";
import { formatCount } from "../formatCount.js";

/** A source's coverage by sections with text and by their tokens; none to key says so rather than dividing by zero. */
export function formatCoverage(c: Coverage): string {
  if (c.sections === 0) return "no section with text to key";
  const share = (part: number, all: number) => `${all === 0 ? "0.0" : ((part / all) * 100).toFixed(1)}%`;
  return `${formatCount(c.coveredSections)} of ${formatCount(c.sections)} sections (${share(c.coveredSections, c.sections)}), ${formatCount(c.coveredTokens)} of ${formatCount(c.tokens)} content tokens (${share(c.coveredTokens, c.tokens)}) keyed by a question`;
}
