import { closest, levenshtein, type EvidenceKey, type GoldenSet, type Question } from "../config/index.js";
import { foldTypography, normalizeHeading, type Document, type Section } from "../corpus/index.js";
import { analyze } from "../retrieval/index.js";
import { hasText } from "./measureCoverage.js";
import { normalizeSpan } from "./normalizeSpan.js";
import { spanOccurrences, type SpanOccurrence } from "./spanOccurrences.js";
import { splitOf, type Split } from "./split.js";
import { typographicDifference } from "./typographicDifference.js";

/** A key tied to the corpus: its documents and, for a heading key, its sections' line ranges (see supports). */
export interface ResolvedKey {
  key: EvidenceKey;
  /** Documents the key lives in. */
  paths: string[];
  /** Inclusive line ranges per path for heading keys; absent: the whole document. */
  ranges?: Map<string, Array<[number, number]>>;
  /** Gold text as a reader sees it (normalizeSpan: markup dropped, whitespace normalised), for span keys. */
  span?: string;
  /** Span keys: where the span stands in each path, in document order (spanOccurrences). */
  occurrences?: Map<string, SpanOccurrence[]>;
  /** Set when the pull request deleted what the key named (where it was at base); it supports no chunk. */
  deleted?: { path: string; line: number };
}

/** A question with its split and its keys resolved to the corpus's sections and spans. */
export interface ResolvedQuestion {
  question: Question;
  split: Split;
  supporting: ResolvedKey[];
  distractors: ResolvedKey[];
}

/** Every kind of LabelProblem, in the order the reports document them. */
export const LABEL_PROBLEM_KINDS = ["missing-document", "ambiguous-document", "missing-heading", "missing-span", "no-text"] as const;

export type LabelProblemKind = (typeof LABEL_PROBLEM_KINDS)[number];

/** A golden-set key that does not fit the corpus: a stale label, not a retrieval result. */
export interface LabelProblem {
  questionId: string;
  file: string;
  line: number | undefined;
  /** Which key of the question, as a path in it: `supporting[0]`, `distractors[1]`. */
  key: string;
  /** `no-text`: the key names a section or document without indexed text, so no chunk can support it (a label to fix). */
  kind: LabelProblemKind;
  /** Repository path of the document the key resolved to, when it did (a missing heading's document). */
  document?: string;
  message: string;
  /** Closest existing titles or heading paths, best first (may be empty). */
  suggestions: string[];
  hint: string;
  /** Set by a pull-request check when the key's text is at head under another name: what the key should read. */
  movedTo?: KeyDestination;
}

type Problem = Omit<LabelProblem, "questionId" | "file" | "line" | "key">;

/** Where a stale key's text went: the head path, the `document` and heading path to write, the heading's line, and the share found there. */
export interface KeyDestination {
  path: string;
  document: string;
  heading: string[] | null;
  line: number | null;
  share: number;
}

/** Where the pull request deleted what a stale key named (base `path`, `line`; `headPath` at head), else undefined. */
export type DeletedKeyCheck = (
  key: EvidenceKey,
  problem: Problem,
  documentAt: (path: string) => Document | undefined,
) => { path: string; line: number; headPath: string } | undefined;

/** Heading and document keys' resolutions kept by document content between runs, so resolving them again reads no section. */
export interface ResolvedKeyMemo {
  /** The line ranges `heading` resolved to in `document` (`heading` null: `[]` when it holds text); undefined when unknown. */
  ranges(document: Document, heading: readonly string[] | null): Array<[number, number]> | undefined;
  setRanges(document: Document, heading: readonly string[] | null, ranges: ReadonlyArray<readonly [number, number]>): void;
}

/** Ties each question's keys to the corpus; a question with a key that cannot be tied is left out, the key reported. */
export function resolveQuestions(
  golden: GoldenSet,
  documents: readonly Document[],
  split: { train: number; seed: number },
  options: { deleted?: DeletedKeyCheck; memo?: ResolvedKeyMemo } = {},
): { questions: ResolvedQuestion[]; problems: LabelProblem[] } {
  const lookup = documentLookup(documents);
  const questions: ResolvedQuestion[] = [];
  const problems: LabelProblem[] = [];
  for (const question of golden.questions) {
    const found: LabelProblem[] = [];
    const resolve = (list: "supporting" | "distractors") => (key: EvidenceKey, index: number) => {
      const result = resolveKey(key, lookup, options.memo);
      if ("problem" in result) {
        const deleted = options.deleted?.(key, result.problem, (path) => lookup.byPath.get(path));
        // a deleted distractor is simply gone: it no longer competes with anything
        if (deleted && list === "distractors") return null;
        if (deleted) return { key, paths: [deleted.headPath], ranges: new Map([[deleted.headPath, []]]), deleted: { path: deleted.path, line: deleted.line } };
        found.push({ questionId: question.id, file: golden.file, line: key.line ?? question.line, ...result.problem, key: `${list}[${index}]` });
        return null;
      }
      return result.resolved;
    };
    const supporting = question.supporting.map(resolve("supporting"));
    const distractors = question.distractors.map(resolve("distractors"));
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
  /** Documents by normalizeHeading of their title, and of their first heading (for a title key that names it). */
  byTitle: () => Map<string, Document[]>;
  byFirstHeading: () => Map<string, Document[]>;
  titles: () => string[];
  paths: () => string[];
  /** Whitespace-normalised indexed text of a document, built on first use: only span keys need it. */
  text: (path: string) => string;
}

/** Everything but `byPath` is built on first use: nearly every key names its document by path. */
function documentLookup(documents: readonly Document[]): Lookup {
  const byPath = new Map(documents.map((doc) => [doc.path, doc]));
  const texts = new Map<string, string>();
  const firstHeading = (doc: Document) => doc.sections.find((section) => section.headingPath.at(-1))?.headingPath.at(-1);
  return {
    byPath,
    byTitle: once(() => groupBy(documents, (doc) => doc.title)),
    byFirstHeading: once(() => groupBy(documents, firstHeading)),
    titles: once(() => [...new Set(documents.map((d) => d.title))]),
    paths: once(() => documents.map((d) => d.path)),
    text: (path) => {
      let value = texts.get(path);
      if (value === undefined) {
        // one line per source line, as chunks hold them, so line-start markers go the same way
        value = normalizeSpan(byPath.get(path)!.sections.flatMap((s) => s.blocks.flatMap((b) => b.lines)).join("\n"));
        texts.set(path, value);
      }
      return value;
    },
  };
}

function once<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

/** Documents by normalizeHeading of `name` (none when it is undefined), in the order given. */
function groupBy(documents: readonly Document[], name: (doc: Document) => string | undefined): Map<string, Document[]> {
  const map = new Map<string, Document[]>();
  for (const doc of documents) {
    const raw = name(doc);
    if (raw === undefined) continue;
    const key = normalizeHeading(raw);
    const same = map.get(key);
    if (same) same.push(doc);
    else map.set(key, [doc]);
  }
  return map;
}

/** A problem with its fields in the order reports show them. */
function problem(kind: LabelProblemKind, message: string, hint: string, more: { document?: string; suggestions?: string[] } = {}): { problem: Problem } {
  return { problem: { kind, ...(more.document === undefined ? {} : { document: more.document }), message, suggestions: more.suggestions ?? [], hint } };
}

function resolveKey(key: EvidenceKey, lookup: Lookup, memo: ResolvedKeyMemo | undefined): { resolved: ResolvedKey } | { problem: Problem } {
  if (key.kind === "span") return resolveSpan(key, lookup);
  const doc = findDocument(key.document, lookup);
  if ("problem" in doc) return doc;
  const known = memo?.ranges(doc.document, key.kind === "document" ? null : key.heading);
  if (known !== undefined) return { resolved: key.kind === "document" ? { key, paths: [doc.document.path] } : { key, paths: [doc.document.path], ranges: new Map([[doc.document.path, known]]) } };
  if (key.kind === "document") {
    if (doc.document.sections.some(hasText)) {
      memo?.setRanges(doc.document, null, []);
      return { resolved: { key, paths: [doc.document.path] } };
    }
    const message = `document ${doc.document.path} ("${doc.document.title}") has no indexed text, so no chunk can support this key`;
    return problem("no-text", message, "key the question to the document that holds the answer as text", { document: doc.document.path });
  }
  const matches = matchingSections(doc.document, key.heading);
  if (matches.length === 0) return missingHeadingProblem(doc.document, key.heading);
  const withText = matches.filter(hasText);
  if (withText.length === 0) return noTextProblem(doc.document, key.heading, matches);
  const ranges = withText.map((section): [number, number] => [section.startLine, section.endLine]);
  memo?.setRanges(doc.document, key.heading, ranges);
  return { resolved: { key, paths: [doc.document.path], ranges: new Map([[doc.document.path, ranges]]) } };
}

/** The `missing-heading` problem: a punctuation difference, else likely renames, else the headings, nearest first. */
function missingHeadingProblem(doc: Document, heading: readonly string[]): { problem: Problem } {
  const named = `heading "${heading.join(" > ")}" matches no section of ${doc.path} ("${doc.title}")`;
  const length = heading.length;
  for (const section of doc.sections) {
    if (section.headingPath.length < length || length === 0) continue;
    const found = section.headingPath.slice(-length).join(" > ");
    const difference = typographicDifference(heading.join(" > ").replace(/[*_`]/g, ""), found, "heading", { skipFolded: true });
    if (difference === undefined) continue;
    return problem("missing-heading", `${named}: it differs from \`${found}\` only in punctuation: ${difference}`, `did you mean \`${found}\`? (type the heading's characters)`, { document: doc.path, suggestions: [found] });
  }
  const suggestions = suggestHeadings(doc, heading);
  if (suggestions.length > 0) return problem("missing-heading", named, `did you mean \`${suggestions[0]}\`?`, { document: doc.path, suggestions });
  const nearest = nearestHeadings(doc, heading);
  const listed = nearest.length === 0 ? "; it has no headings" : `; its headings, nearest first: ${nearest.slice(0, 5).map((h) => `\`${h}\``).join(", ")}${nearest.length > 5 ? ` and ${nearest.length - 5} more` : ""}`;
  return problem("missing-heading", `${named}${listed}`, `use a heading path that exists in ${doc.path}`, { document: doc.path });
}

function resolveSpan(key: Extract<EvidenceKey, { kind: "span" }>, lookup: Lookup): { resolved: ResolvedKey } | { problem: Problem } {
  const span = normalizeSpan(key.span);
  const quoted = truncate(key.span.replace(/\s+/g, " ").trim(), 80);
  if (span === "") {
    // a span of markup or a URL alone would be "contained" in every chunk
    const message = `span "${quoted}" has no text a reader sees once markup and URLs are ignored`;
    return problem("missing-span", message, "quote the words around it as the page shows them");
  }
  let candidates = lookup.paths();
  if (key.document !== undefined) {
    const doc = findDocument(key.document, lookup);
    if ("problem" in doc) return doc;
    candidates = [doc.document.path];
  }
  const occurrences = new Map<string, SpanOccurrence[]>();
  let across: { path: string; line: number } | undefined;
  for (const path of candidates) {
    // the plain normalised text first: most documents do not hold the span, and it costs less to read
    if (!lookup.text(path).includes(span)) continue;
    const found = spanOccurrences(lookup.byPath.get(path)!, span);
    if (found.occurrences.length > 0) occurrences.set(path, found.occurrences);
    else if (!across && found.across[0]) across = { path, line: found.across[0].startLine };
  }
  if (occurrences.size === 0) {
    if (across) {
      const message = `span "${quoted}" is only found running across a heading, from ${across.path}:${across.line} into the next section; a reader sees the heading between its words, so no chunk can hold it`;
      const hint = "quote text from under one heading, or key the question to both sections with one key each";
      return problem("missing-span", message, hint, { document: across.path });
    }
    const typographic = typographicSpan(span, candidates, lookup);
    if (typographic) {
      const message = `span "${quoted}" appears in ${typographic.path} only with other punctuation: ${typographic.difference}`;
      return problem("missing-span", message, "copy the gold text again from the document, with its quotes and dashes", { document: typographic.path });
    }
    const hint = "copy the gold text again from the document as it is now, from the page or the source (markup and whitespace may differ, words may not)";
    return problem("missing-span", `span "${quoted}" appears in no ${key.document ? `text of "${key.document}"` : "document"}`, hint);
  }
  return { resolved: { key, paths: [...occurrences.keys()], span, occurrences } };
}

/** The first of `paths` whose text holds `span` once both are folded (foldTypography keeps positions), with what differs. */
function typographicSpan(span: string, paths: readonly string[], lookup: Lookup): { path: string; difference: string } | undefined {
  const folded = foldTypography(span);
  for (const path of paths) {
    const text = lookup.text(path);
    const at = foldTypography(text).indexOf(folded);
    if (at < 0) continue;
    const difference = typographicDifference(span, text.slice(at, at + span.length), "document");
    if (difference !== undefined) return { path, difference };
  }
  return undefined;
}

function findDocument(name: string, lookup: Lookup): { document: Document } | { problem: Problem } {
  const byPath = lookup.byPath.get(name);
  if (byPath) return { document: byPath };
  const wanted = normalizeHeading(name);
  const byTitle = lookup.byTitle().get(wanted) ?? [];
  if (byTitle.length === 1) return { document: byTitle[0]! };
  if (byTitle.length > 1) {
    const paths = byTitle.map((d) => d.path);
    const message = `document "${name}" matches ${byTitle.length} titles: ${paths.join(", ")}`;
    return problem("ambiguous-document", message, "name the document by its repository path instead of its title", { suggestions: paths });
  }
  const headed = lookup.byFirstHeading().get(wanted) ?? [];
  if (headed.length > 0) {
    const paths = headed.map((d) => d.path);
    const titled = headed.map((d) => `${d.path} (titled "${d.title}")`).join(", ");
    const message = `document "${name}" matches no document title or path; it is the first heading of ${titled}`;
    return problem("missing-document", message, `name the document by its path ("${paths[0]}") or by its title`, { suggestions: paths });
  }
  for (const title of lookup.titles()) {
    const difference = typographicDifference(name, title, "title", { skipFolded: true });
    if (difference === undefined) continue;
    const message = `document "${name}" matches no document title or path: it differs from the title "${title}" only in punctuation: ${difference}`;
    return problem("missing-document", message, `did you mean "${title}"? (type the title's characters)`, { suggestions: [title] });
  }
  const suggestions = closest(name, lookup.titles(), 3);
  const hint = suggestions.length > 0 ? `did you mean "${suggestions[0]}"?` : "use a title (front matter, first H1, else first heading) or a repository path";
  return problem("missing-document", `document "${name}" matches no document title or path`, hint, { suggestions });
}

/** The `no-text` problem of a heading key whose sections are all empty, naming the subsections with text to key instead. */
function noTextProblem(doc: Document, heading: readonly string[], matches: readonly Section[]): { problem: Problem } {
  const below: string[] = [];
  for (const section of matches) {
    const depth = section.headingPath.length;
    const keep = section.headingPath.slice(-heading.length);
    for (const next of doc.sections.slice(doc.sections.indexOf(section) + 1)) {
      if (next.headingPath.length <= depth) break;
      if (hasText(next)) below.push([...keep, ...next.headingPath.slice(depth)].join(" > "));
    }
  }
  const suggestions = [...new Set(below)];
  const named = `heading "${heading.join(" > ")}" of ${doc.path} ("${doc.title}")`;
  if (suggestions.length === 0) {
    const message = `${named} has no text of its own: nothing under it is indexed (a component or an image only), so no chunk can support this key`;
    const hint = "point the key at the section that holds the answer as text, or key the question by a gold span";
    return problem("no-text", message, hint, { document: doc.path });
  }
  const shown = suggestions.slice(0, 3).map((s) => `"${s}"`).join(", ");
  const more = suggestions.length > 3 ? ` and ${suggestions.length - 3} more` : "";
  const example = JSON.stringify(suggestions[0]!.split(" > ")).replaceAll('","', '", "');
  const message = `${named} has no text of its own: its text is in its subsections ${shown}${more}, so no chunk supports the heading itself`;
  const hint = `point the key at the subsection that holds the answer, e.g. \`heading: ${example}\` (one supporting key per subsection when the answer spans several)`;
  return problem("no-text", message, hint, { document: doc.path, suggestions });
}

/** Likely renames of `heading` (close spellings, else shared stems), never an enclosing one: it would cover siblings. */
function suggestHeadings(doc: Document, heading: readonly string[]): string[] {
  const length = Math.max(1, heading.length);
  const parent = heading.length > 1 ? normalizeHeading(heading[heading.length - 2]!) : null;
  const title = normalizeHeading(doc.title);
  const enclosing = (path: readonly string[]) => {
    const last = normalizeHeading(path[path.length - 1] ?? "");
    return last === parent || (path.length === 1 && last === title);
  };
  const candidates = [...new Set(doc.sections.filter((s) => s.headingPath.length > 0 && !enclosing(s.headingPath)).map((s) => s.headingPath.slice(-length).join(" > ")))];
  const near = closest(heading.join(" > "), candidates, 3);
  if (near.length > 0) return near;
  // a rename usually keeps a word: rank by shared stems, bar the title's and parents' ("returns" under "Returns Policy")
  const common = new Set([doc.title, ...heading.slice(0, -1)].flatMap((text) => analyze(text)));
  const wanted = new Set(analyze(heading[heading.length - 1] ?? "").filter((t) => !common.has(t)));
  const scored = candidates
    .map((c, i) => ({ c, i, shared: analyze(c.split(" > ").at(-1) ?? "").filter((t) => wanted.has(t)).length }))
    .filter((x) => x.shared > 0)
    .sort((a, b) => b.shared - a.shared || a.i - b.i);
  return scored.slice(0, 3).map((x) => x.c);
}

function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

/** Every heading path of `doc` cut to the key's length, once each, nearest to `heading` first (ties in document order). */
function nearestHeadings(doc: Document, heading: readonly string[]): string[] {
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

/** The sections of `doc` whose heading path ends with `heading` by normalizeHeading, in document order (none for []). */
export function matchingSections(doc: Document, heading: readonly string[]): Section[] {
  const wanted = heading.map(normalizeHeading);
  return doc.sections.filter((section) => {
    const path = section.headingPath.map(normalizeHeading);
    if (wanted.length === 0 || path.length < wanted.length) return false;
    const offset = path.length - wanted.length;
    return wanted.every((w, i) => path[offset + i] === w);
  });
}
