import type { GoldenSet } from "../../config/index.js";
import type { Document } from "../../corpus/index.js";
import { measureCoverage, resolveQuestions, type SectionCoverage } from "../../evaluation/index.js";
import { analyze } from "../../retrieval/index.js";
import { loadWorkspace, selectSources } from "../check/loadWorkspace.js";
import { sourceCoverage } from "../check/sourceCoverage.js";
import { draftSection, type Draft } from "./draftSection.js";
import { draftsYaml } from "./draftsYaml.js";
import { readDraftIds } from "./readDraftIds.js";

/** What `chunkgate suggest` found and drafted. */
export interface SuggestResult {
  golden: string;
  /** Uncovered sections with text of the selected sources, each once (a document in two sources counts once). */
  uncovered: number;
  /** A draft per uncovered section that has one, in source, document and section order, those already in the drafts file or the golden set included. */
  drafts: Draft[];
  /** Of `drafts`, the ids the drafts file or the golden set holds already. */
  known: string[];
  /** Uncovered sections no draft was made for, with why (no word to quote, or a draft whose keys would not fit). */
  undrafted: Array<{ document: string; line: number; reason: string }>;
  /** The YAML of the drafts not known yet (draftsYaml): what `--write` appends. */
  yaml: string;
}

/**
 * Drafts golden-set entries for the sections of the selected sources (all by default) that no
 * question keys (see measureCoverage and draftSection). Works on the first day: a golden set that
 * does not exist or holds no question is read as empty, and then every section is uncovered.
 *
 * Every draft is checked before it is offered: its keys are resolved against the corpus as the
 * golden set's are, and it must then cover the very section it was made for (a span also written in
 * another section still covers this one). One that does not (a sentence cut inside a link, say) is
 * dropped and listed in `undrafted`. Drafts never touch the golden set: the caller prints them or
 * appends them to a drafts file, and nothing counts until a person moves them into the golden set.
 * `existing` is the drafts file's text, when there is one: drafts with an id it holds (or the
 * golden set holds) are `known`, so writing twice adds nothing. Deterministic.
 */
export async function runSuggest(options: { root: string; registryPath?: string; sourceIds?: readonly string[]; existing?: { file: string; text: string } }): Promise<SuggestResult> {
  const workspace = await loadWorkspace({ root: options.root, ...(options.registryPath ? { registryPath: options.registryPath } : {}), emptyGoldenSet: true });
  const sources = selectSources(workspace.registry, options.sourceIds);
  const seen = new Set<string>();
  const uncovered: SectionCoverage[] = [];
  const idfs = new Map<string, (term: string) => number>();
  for (const source of sources) {
    const { sections } = await sourceCoverage(workspace, source);
    const idf = sectionIdf(sections);
    for (const s of sections) {
      const key = `${s.document.path}:${s.section.startLine}`;
      if (s.questions.length > 0 || seen.has(key)) continue;
      seen.add(key);
      uncovered.push(s);
      idfs.set(key, idf);
    }
  }
  const drafts: Draft[] = [];
  const undrafted: SuggestResult["undrafted"] = [];
  for (const s of uncovered) {
    const draft = draftSection(s.document, s.section, idfs.get(`${s.document.path}:${s.section.startLine}`)!);
    if (draft === null) undrafted.push({ document: s.document.path, line: s.section.startLine, reason: "no word to quote" });
    else if (!coversOwnSection(draft, s, workspace.golden)) undrafted.push({ document: s.document.path, line: s.section.startLine, reason: "its drafted keys would not key this section" });
    else drafts.push(draft);
  }
  const existingIds = new Set([...(options.existing ? readDraftIds(options.existing.text, options.existing.file) : []), ...workspace.golden.questions.map((q) => q.id)]);
  const known = drafts.filter((d) => existingIds.has(d.id)).map((d) => d.id);
  const fresh = drafts.filter((d) => !existingIds.has(d.id));
  return { golden: workspace.golden.file, uncovered: uncovered.length, drafts, known, undrafted, yaml: draftsYaml(fresh) };
}

/** Inverse section frequency over `sections`: ln((N + 1) / (df + 0.5)), so a term in every section is worth little and a rare one much. */
export function sectionIdf(sections: readonly SectionCoverage[]): (term: string) => number {
  const df = new Map<string, number>();
  for (const { section } of sections) {
    for (const term of new Set(section.blocks.flatMap((b) => b.lines.flatMap((line) => analyze(line))))) df.set(term, (df.get(term) ?? 0) + 1);
  }
  const n = sections.length;
  return (term) => Math.log((n + 1) / ((df.get(term) ?? 0) + 0.5));
}

/** True when the draft's keys, resolved against the section's document as the golden set's are, key that section. */
export function coversOwnSection(draft: Draft, target: SectionCoverage, golden: GoldenSet): boolean {
  const documents: Document[] = [target.document];
  const supporting = [
    ...(draft.heading.length > 0 ? [{ kind: "heading" as const, document: draft.document, heading: draft.heading, line: undefined }] : []),
    { kind: "span" as const, span: draft.span, document: draft.document, line: undefined },
  ];
  const set: GoldenSet = { file: golden.file, questions: [{ id: draft.id, text: draft.question, supporting, distractors: [], line: undefined }] };
  const { questions, problems } = resolveQuestions(set, documents, { train: 1, seed: 0 });
  if (problems.length > 0) return false;
  const { sections } = measureCoverage({ documents, questions, countTokens: () => 0 });
  return sections.some((s) => s.section === target.section && s.questions.length > 0);
}
