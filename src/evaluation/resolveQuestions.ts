import { closest } from "../config/suggest.js";
import type { EvidenceKey, GoldenSet, Question } from "../config/types.js";
import { normalizeHeading } from "../corpus/normalizeHeading.js";
import type { Document, Section } from "../corpus/types.js";
import { analyze } from "../retrieval/analyze.js";
import { normalizeSpan } from "./normalizeSpan.js";
import { splitOf, type Split } from "./split.js";

/**
 * A key tied to the corpus: the documents it lives in and, for a heading key, the line ranges of
 * the sections it names. A chunk supports the key when it lies in one of those documents and
 * overlaps one of those ranges (heading), or at all (document), or contains the whole span (span).
 */
export interface ResolvedKey {
  key: EvidenceKey;
  /** Documents the key lives in. */
  paths: string[];
  /** Inclusive line ranges per path for heading keys; absent: the whole document. */
  ranges?: Map<string, Array<[number, number]>>;
  /** Whitespace-normalised gold text, for span keys. */
  span?: string;
}

export interface ResolvedQuestion {
  question: Question;
  split: Split;
  supporting: ResolvedKey[];
  distractors: ResolvedKey[];
}

/** A golden-set key that does not fit the corpus: a stale label, not a retrieval result. */
export interface LabelProblem {
  questionId: string;
  file: string;
  line: number | undefined;
  kind: "missing-document" | "ambiguous-document" | "missing-heading" | "missing-span";
  /** Repository path of the document the key resolved to, when it did (a missing heading's document). */
  document?: string;
  message: string;
  /** Closest existing titles or heading paths, best first (may be empty). */
  suggestions: string[];
  hint: string;
}

/**
 * Ties every question's keys to the corpus. Keys that cannot be tied are returned as problems, not
 * thrown, because the caller decides what a stale label means: the CLI refuses to score (exit 2),
 * the action reports it as a stale label. A question with a problem is left out of `questions`.
 *
 * Matching rules: `document` is a repository path or a title (case-insensitive); `heading` matches
 * sections whose heading path ends with it (case-, whitespace- and markup-insensitive); a heading
 * with no text of its own stands for its subsections; a span must appear whole, whitespace-normalised,
 * in some document's indexed text.
 */
export function resolveQuestions(
  golden: GoldenSet,
  documents: readonly Document[],
  split: { train: number; seed: number },
): { questions: ResolvedQuestion[]; problems: LabelProblem[] } {
  const lookup = documentLookup(documents);
  const questions: ResolvedQuestion[] = [];
  const problems: LabelProblem[] = [];
  for (const question of golden.questions) {
    const found: LabelProblem[] = [];
    const resolve = (key: EvidenceKey) => {
      const result = resolveKey(key, lookup);
      if ("problem" in result) {
        found.push({ questionId: question.id, file: golden.file, line: key.line ?? question.line, ...result.problem });
        return null;
      }
      return result.resolved;
    };
    const supporting = question.supporting.map(resolve);
    const distractors = question.distractors.map(resolve);
    if (found.length > 0) {
      problems.push(...found);
      continue;
    }
    questions.push({
      question,
      split: splitOf(question.id, split),
      supporting: supporting.filter((k) => k !== null),
      distractors: distractors.filter((k) => k !== null),
    });
  }
  return { questions, problems };
}

interface Lookup {
  byPath: Map<string, Document>;
  byTitle: Map<string, Document[]>;
  titles: string[];
  /** Whitespace-normalised indexed text of a document, built on first use: only span keys need it. */
  text: (path: string) => string;
  paths: string[];
}

function documentLookup(documents: readonly Document[]): Lookup {
  const byPath = new Map<string, Document>();
  const byTitle = new Map<string, Document[]>();
  const texts = new Map<string, string>();
  const text = (path: string): string => {
    let value = texts.get(path);
    if (value === undefined) {
      const lines = byPath.get(path)!.sections.flatMap((s) => s.blocks.flatMap((b) => b.lines));
      value = normalizeSpan(lines.join(" "));
      texts.set(path, value);
    }
    return value;
  };
  for (const doc of documents) {
    byPath.set(doc.path, doc);
    const title = doc.title.trim().toLowerCase();
    const same = byTitle.get(title);
    if (same) same.push(doc);
    else byTitle.set(title, [doc]);
  }
  return { byPath, byTitle, titles: [...new Set(documents.map((d) => d.title))], text, paths: documents.map((d) => d.path) };
}

type Problem = Omit<LabelProblem, "questionId" | "file" | "line">;

function resolveKey(key: EvidenceKey, lookup: Lookup): { resolved: ResolvedKey } | { problem: Problem } {
  if (key.kind === "span") return resolveSpan(key, lookup);
  const doc = findDocument(key.document, lookup);
  if ("problem" in doc) return doc;
  if (key.kind === "document") return { resolved: { key, paths: [doc.document.path] } };
  const matches = matchingSections(doc.document, key.heading);
  if (matches.length === 0) {
    const suggestions = suggestHeadings(doc.document, key.heading);
    return {
      problem: {
        kind: "missing-heading",
        document: doc.document.path,
        message: `heading "${key.heading.join(" > ")}" matches no section of ${doc.document.path} ("${doc.document.title}")`,
        suggestions,
        hint: suggestions.length > 0 ? `did you mean \`${suggestions[0]}\`?` : `use a heading path that exists in ${doc.document.path}`,
      },
    };
  }
  const ranges = matches.map((section) => sectionRange(doc.document, section));
  return { resolved: { key, paths: [doc.document.path], ranges: new Map([[doc.document.path, ranges]]) } };
}

function resolveSpan(key: Extract<EvidenceKey, { kind: "span" }>, lookup: Lookup): { resolved: ResolvedKey } | { problem: Problem } {
  const span = normalizeSpan(key.span);
  let candidates = lookup.paths;
  if (key.document !== undefined) {
    const doc = findDocument(key.document, lookup);
    if ("problem" in doc) return doc;
    candidates = [doc.document.path];
  }
  const paths = candidates.filter((path) => lookup.text(path).includes(span));
  if (paths.length === 0) {
    return {
      problem: {
        kind: "missing-span",
        message: `span "${truncate(span, 80)}" appears in no ${key.document ? `text of "${key.document}"` : "document"}`,
        suggestions: [],
        hint: "copy the gold text again from the document as it is now (whitespace may differ, words may not)",
      },
    };
  }
  return { resolved: { key, paths, span } };
}

function findDocument(name: string, lookup: Lookup): { document: Document } | { problem: Problem } {
  const byPath = lookup.byPath.get(name);
  if (byPath) return { document: byPath };
  const byTitle = lookup.byTitle.get(name.trim().toLowerCase()) ?? [];
  if (byTitle.length === 1) return { document: byTitle[0]! };
  if (byTitle.length > 1) {
    const paths = byTitle.map((d) => d.path);
    return {
      problem: {
        kind: "ambiguous-document",
        message: `document "${name}" matches ${byTitle.length} titles: ${paths.join(", ")}`,
        suggestions: paths,
        hint: "name the document by its repository path instead of its title",
      },
    };
  }
  const suggestions = closest(name, lookup.titles, 3);
  return {
    problem: {
      kind: "missing-document",
      message: `document "${name}" matches no document title or path`,
      suggestions,
      hint: suggestions.length > 0 ? `did you mean "${suggestions[0]}"?` : "use a title (front matter or first H1) or a repository path",
    },
  };
}

function matchingSections(doc: Document, heading: readonly string[]): Section[] {
  const wanted = heading.map(normalizeHeading);
  return doc.sections.filter((section) => {
    const path = section.headingPath.map(normalizeHeading);
    if (wanted.length === 0 || path.length < wanted.length) return false;
    const offset = path.length - wanted.length;
    return wanted.every((w, i) => path[offset + i] === w);
  });
}

/** A section's own lines; a heading with no text of its own extends over its subsections. */
function sectionRange(doc: Document, section: Section): [number, number] {
  if (section.blocks.length > 0) return [section.startLine, section.endLine];
  const depth = section.headingPath.length;
  let end = section.endLine;
  const index = doc.sections.indexOf(section);
  for (const next of doc.sections.slice(index + 1)) {
    if (next.headingPath.length <= depth) break;
    end = next.endLine;
  }
  return [section.startLine, end];
}

function suggestHeadings(doc: Document, heading: readonly string[]): string[] {
  const length = Math.max(1, heading.length);
  const candidates = [...new Set(doc.sections.filter((s) => s.headingPath.length > 0).map((s) => s.headingPath.slice(-length).join(" > ")))];
  const near = closest(heading.join(" > "), candidates, 3);
  if (near.length > 0) return near;
  // no near spelling: a rename usually keeps a word ("Damaged goods" → "Damage claims"), so rank
  // by shared stemmed words of the last heading, best first, ties in document order
  const wanted = new Set(analyze(heading[heading.length - 1] ?? ""));
  const scored = candidates
    .map((c, i) => ({ c, i, shared: analyze(c.split(" > ").at(-1) ?? "").filter((t) => wanted.has(t)).length }))
    .filter((x) => x.shared > 0)
    .sort((a, b) => b.shared - a.shared || a.i - b.i);
  return scored.slice(0, 3).map((x) => x.c);
}

function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}
