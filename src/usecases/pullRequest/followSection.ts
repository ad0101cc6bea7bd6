import type { ChangedFile } from "../../changes/index.js";
import { normalizeHeading, type Document, type Section } from "../../corpus/index.js";

/** Share of a base section's text that must reappear as new text in one head section to count as moved there: half, as git's `-M`. */
export const SURVIVES_SHARE = 0.5;

/** Words per shingle: a one-word edit costs at most three shingles, and common pairs ("of the") do not make unrelated sections alike. */
export const SHINGLE_WORDS = 3;

/** The two sides a section is followed across: base documents by path, the change, and head documents by path. */
export interface FollowContext {
  baseDocuments: ReadonlyMap<string, Document>;
  changes: readonly ChangedFile[];
  documentAt: (path: string) => Document | undefined;
}

/** Where a base section's text went at head: the document, the section and the share of the base section's shingles found there. */
export interface SectionDestination {
  path: string;
  document: Document;
  section: Section;
  share: number;
}

/**
 * Follows a base section's text to the changed head section holding the largest share (≥ SURVIVES_SHARE) of its shingles
 * that this change brought (less its namesake's at the base). Ties: its own document, change order, document order.
 */
export function followSection(section: Section, basePath: string, context: FollowContext): SectionDestination | undefined {
  const wanted = shingles(section);
  if (wanted.size === 0) return undefined;
  let best: SectionDestination | undefined;
  let bestOwn = false;
  for (const change of context.changes) {
    if (change.status === "removed") continue;
    const document = context.documentAt(change.path);
    if (!document) continue;
    const before = context.baseDocuments.get(change.previousPath ?? change.path);
    const own = (change.previousPath ?? change.path) === basePath;
    for (const candidate of document.sections) {
      const fresh = new Map(shingles(candidate));
      if (before) for (const old of namesakes(before, candidate)) subtract(fresh, shingles(old));
      const share = shareFound(wanted, fresh);
      if (share < SURVIVES_SHARE) continue;
      if (!best || share > best.share || (share === best.share && own && !bestOwn)) {
        best = { path: change.path, document, section: candidate, share };
        bestOwn = own;
      }
    }
  }
  return best;
}

/** Shingles per section, computed once: a section is compared with every changed section for every stale key. */
const memo = new WeakMap<Section, ReadonlyMap<string, number>>();

/** The word shingles of a section's text (heading excluded) with their counts; shorter than a shingle is one shingle. Shared: do not modify. */
export function shingles(section: Section): ReadonlyMap<string, number> {
  const known = memo.get(section);
  if (known) return known;
  const words = section.blocks.flatMap((b) => b.lines).join("\n").toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const counts = new Map<string, number>();
  const n = Math.min(SHINGLE_WORDS, words.length);
  for (let i = 0; n > 0 && i + n <= words.length; i++) {
    const shingle = words.slice(i, i + n).join(" ");
    counts.set(shingle, (counts.get(shingle) ?? 0) + 1);
  }
  memo.set(section, counts);
  return counts;
}

/** The share of `wanted`'s shingles (counted with repeats) that `found` holds; 0 for no shingles. */
export function shareFound(wanted: ReadonlyMap<string, number>, found: ReadonlyMap<string, number>): number {
  let total = 0;
  let held = 0;
  for (const [shingle, count] of wanted) {
    total += count;
    held += Math.min(count, found.get(shingle) ?? 0);
  }
  return total === 0 ? 0 : held / total;
}

function subtract(from: Map<string, number>, take: ReadonlyMap<string, number>): void {
  for (const [shingle, count] of take) {
    const left = (from.get(shingle) ?? 0) - count;
    if (left > 0) from.set(shingle, left);
    else from.delete(shingle);
  }
}

/** The base sections with the same full heading path as `section`. */
function namesakes(doc: Document, section: Section): Section[] {
  const path = headingPathKey(section.headingPath);
  return doc.sections.filter((s) => headingPathKey(s.headingPath) === path);
}

/** A heading path as one string, its headings compared as keys compare them (normalizeHeading). */
export function headingPathKey(path: readonly string[]): string {
  return path.map(normalizeHeading).join("\u0000");
}
