import { levenshtein } from "../config/index.js";
import { normalizeHeading, type Document } from "../corpus/index.js";

/**
 * Every heading path of `doc` (cut to the key's length, each once), nearest to `heading` first by
 * relative edit distance of the normalised last headings, ties in document order.
 */
export function nearestHeadings(doc: Document, heading: readonly string[]): string[] {
  const length = Math.max(1, heading.length);
  const wanted = normalizeHeading(heading[heading.length - 1] ?? "");
  const seen = new Set<string>();
  const scored: Array<{ path: string; distance: number; order: number }> = [];
  for (const section of doc.sections) {
    if (section.headingPath.length === 0) continue;
    const cut = section.headingPath.slice(-length);
    const path = cut.join(" > ");
    if (seen.has(path)) continue;
    seen.add(path);
    const last = normalizeHeading(cut[cut.length - 1]!);
    const distance = levenshtein(wanted, last) / Math.max(1, Array.from(wanted).length, Array.from(last).length);
    scored.push({ path, distance, order: scored.length });
  }
  return scored.sort((a, b) => a.distance - b.distance || a.order - b.order).map((s) => s.path);
}
