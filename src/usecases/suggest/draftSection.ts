import { createHash } from "node:crypto";
import { normalizeHeading, type Document, type Section } from "../../corpus/index.js";
import { normalizeWhitespace, type SectionCoverage } from "../../evaluation/index.js";
import { analyze } from "../../retrieval/index.js";

/** One drafted golden-set entry for a section no question keys: what `chunkgate suggest` writes. */
export interface Draft {
  /** The same section gives the same id. */
  id: string;
  question: string;
  /** Repository path of the section's document. */
  document: string;
  /** The section's whole heading path; empty for text before the first heading (then only the span keys it). */
  heading: string[];
  /** A sentence of the section (at most MAX_SPAN_WORDS words of it), copied from its text. */
  span: string;
  /** First line of the section, for `file:line`. */
  line: number;
}

/** Longest gold span drafted, in words: a sentence's first words when it is longer. */
export const MAX_SPAN_WORDS = 30;

/** Informative words of the sentence a drafted question names after the heading path. */
const QUESTION_WORDS = 3;

/** The offline draft of a section, or null: its heading path and three rare words of its rarest sentence (the span). */
export function draftSection(document: Document, section: Section, idf: (term: string) => number): Draft | null {
  const prose = section.blocks.filter((b) => !b.atomic);
  const blocks = prose.some(hasWords) ? prose : section.blocks;
  let best: { text: string; score: number } | null = null;
  for (const block of blocks) {
    for (const sentence of sentences(block.lines.join(" "))) {
      const terms = [...new Set(analyze(sentence))];
      const score = terms.length === 0 ? 0 : (terms.reduce((sum, t) => sum + idf(t), 0) / terms.length) * Math.min(1, terms.length / 6);
      if (best === null || score > best.score) best = { text: sentence, score };
    }
  }
  if (best === null) return null;
  const headingTerms = new Set(section.headingPath.flatMap((h) => analyze(h)));
  const words = [...best.text.matchAll(/[\p{L}\p{N}][\p{L}\p{N}'\u2019-]*/gu)].map((m, i) => ({ word: m[0], i, term: analyze(m[0])[0] }));
  const informative: Array<{ word: string; i: number; term: string }> = [];
  const seen = new Set<string>();
  for (const { word, i, term } of words) {
    if (term === undefined || headingTerms.has(term) || seen.has(term)) continue;
    seen.add(term);
    informative.push({ word, i, term });
  }
  const chosen = informative
    .sort((a, b) => idf(b.term) - idf(a.term) || a.i - b.i)
    .slice(0, QUESTION_WORDS)
    .sort((a, b) => a.i - b.i)
    .map((w) => w.word);
  const path = section.headingPath.length > 0 && normalizeHeading(section.headingPath[0]!) === normalizeHeading(document.title) ? section.headingPath : [document.title, ...section.headingPath];
  const question = `${path.join(" › ")}${chosen.length > 0 ? ` — ${chosen.join(" ")}` : ""}?`;
  return { id: draftId(document, section), question, document: document.path, heading: [...section.headingPath], span: best.text, line: section.startLine };
}

/** Sentences of `text` with a letter or digit, whitespace normalised, each cut to MAX_SPAN_WORDS words. */
function sentences(text: string): string[] {
  return text
    .replace(/\s+/g, " ")
    .split(/(?<=[.!?])\s+(?=\S)/)
    .map((s) => s.trim().split(" ").slice(0, MAX_SPAN_WORDS).join(" "))
    .filter((s) => /[\p{L}\p{N}]/u.test(s));
}

function hasWords(block: { lines: string[] }): boolean {
  return block.lines.some((line) => /[\p{L}\p{N}]/u.test(line));
}

/** A section's indexed text (its heading left out), blocks apart by a blank line as in the Markdown, lines as they were. */
export function sectionText(section: Section): string {
  return section.blocks.map((b) => b.lines.join("\n")).join("\n\n");
}

/** A draft's id from the section's path, headings and text: rerunning with any drafter never duplicates a draft; an edit gives a new one. */
export function draftId(document: Document, section: Section): string {
  const text = normalizeWhitespace(sectionText(section));
  return `draft-${createHash("sha256").update(`${document.path}\0${section.headingPath.join("\u001f")}\0${text}`).digest("hex").slice(0, 12)}`;
}

/** Inverse section frequency, ln((N + 1) / (df + 0.5)): what an offline draft weighs a sentence's words by. */
export function sectionIdf(sections: readonly SectionCoverage[]): (term: string) => number {
  const df = new Map<string, number>();
  for (const { section } of sections) {
    for (const term of new Set(section.blocks.flatMap((b) => b.lines.flatMap((line) => analyze(line))))) df.set(term, (df.get(term) ?? 0) + 1);
  }
  const n = sections.length;
  return (term) => Math.log((n + 1) / ((df.get(term) ?? 0) + 0.5));
}
