import type { GoldenSet } from "../../src/config/types.js";
import type { Document } from "../../src/corpus/types.js";
/**
 * A golden set generated from the corpus itself, deterministically (same corpus + seed → same
 * questions), so the benchmark scores something real without a hand-written set.
 *
 * Sampling: every section with a non-empty heading and at least 20 body words is eligible, in
 * document (path) order then section order; `count` of them are drawn without replacement with a
 * mulberry32 PRNG seeded by `seed`.
 *
 * Question: the section's own heading text, then 3 of its rarer body words, in section order. A
 * body word is a run of ASCII letters/digits/underscore starting with a letter, lowercased, at least
 * 4 characters, not a stop word, found in at least 2 documents (words of one document only are
 * mostly identifiers and typos that would make the question trivially unique). The section's
 * distinct body words are ranked by document frequency (ties: first occurrence) and the 3 are drawn
 * with the same PRNG from the rarer half (at least 3 words), so questions are specific without
 * always naming the section's single most distinctive terms.
 *
 * Supporting key: `{ document: path, heading: headingPath }`, the product's heading key.
 */
export declare function syntheticGoldenSet(documents: readonly Document[], options: {
    count: number;
    seed: number;
}): {
    golden: GoldenSet;
    eligible: number;
};
