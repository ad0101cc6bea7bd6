import type { GoldenSet, Question } from "../../src/config/types.js";
import type { Document, Section } from "../../src/corpus/types.js";
import { ENGLISH_STOP_WORDS } from "../../src/retrieval/analyze.js";
import { mulberry32 } from "./rng.js";

/** Words of a question taken from the section body, after its heading text. */
const RARE_WORDS = 3;
/** Sections shorter than this have too little body to ask about. */
const MIN_BODY_WORDS = 20;

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
export function syntheticGoldenSet(documents: readonly Document[], options: { count: number; seed: number }): { golden: GoldenSet; eligible: number } {
  const documentFrequency = countDocumentFrequency(documents);
  const eligible: Array<{ document: Document; section: Section; words: string[] }> = [];
  for (const document of documents) {
    for (const section of document.sections) {
      const heading = section.headingPath[section.headingPath.length - 1]?.trim();
      if (!heading) continue;
      const words = bodyWords(section);
      if (words.length < MIN_BODY_WORDS) continue;
      eligible.push({ document, section, words });
    }
  }
  const random = mulberry32(options.seed);
  const pool = [...eligible];
  const questions: Question[] = [];
  for (let i = 0; i < Math.min(options.count, pool.length); i++) {
    const j = i + Math.floor(random() * (pool.length - i));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
    const { document, section, words } = pool[i]!;
    const rare = rareWords(words, documentFrequency, random);
    const heading = section.headingPath[section.headingPath.length - 1]!.trim();
    questions.push({
      id: `syn-${String(i + 1).padStart(4, "0")}`,
      text: [heading, ...rare].join(" "),
      supporting: [{ kind: "heading", document: document.path, heading: section.headingPath, line: undefined }],
      distractors: [],
      line: undefined,
    });
  }
  return { golden: { file: "(synthetic)", questions }, eligible: eligible.length };
}

function bodyWords(section: Section): string[] {
  const words: string[] = [];
  for (const block of section.blocks) for (const line of block.lines) for (const m of line.matchAll(/[A-Za-z][A-Za-z0-9_]*/g)) words.push(m[0].toLowerCase());
  return words;
}

function candidate(word: string): boolean {
  return word.length >= 4 && !ENGLISH_STOP_WORDS.has(word);
}

function countDocumentFrequency(documents: readonly Document[]): Map<string, number> {
  const df = new Map<string, number>();
  for (const document of documents) {
    const seen = new Set<string>();
    for (const section of document.sections) for (const word of bodyWords(section)) if (candidate(word)) seen.add(word);
    for (const word of seen) df.set(word, (df.get(word) ?? 0) + 1);
  }
  return df;
}

function rareWords(words: readonly string[], df: ReadonlyMap<string, number>, random: () => number): string[] {
  const firstSeen = new Map<string, number>();
  words.forEach((w, i) => {
    if (candidate(w) && (df.get(w) ?? 0) >= 2 && !firstSeen.has(w)) firstSeen.set(w, i);
  });
  const ranked = [...firstSeen.keys()].sort((a, b) => df.get(a)! - df.get(b)! || firstSeen.get(a)! - firstSeen.get(b)!);
  const pool = ranked.slice(0, Math.max(RARE_WORDS, Math.ceil(ranked.length / 2)));
  const picked: string[] = [];
  while (picked.length < RARE_WORDS && pool.length > 0) picked.push(pool.splice(Math.floor(random() * pool.length), 1)[0]!);
  return picked.sort((a, b) => firstSeen.get(a)! - firstSeen.get(b)!);
}
