import { createHash } from "node:crypto";
import type { PreparedCache } from "../../corpus/index.js";
import { normalizeWhitespace } from "../../evaluation/index.js";
import type { RetrieverRuntime } from "../../retrieval/index.js";
import { loadWorkspace, selectSources } from "../check/loadWorkspace.js";
import { askedYaml, type AskedProposal, type ProposedPlace } from "./askedYaml.js";
import { keysSection } from "./keysSection.js";
import { proposeSections, type CandidateSection } from "./proposeSections.js";
import { readAskedQuestions, type AskedQuestions } from "./readAskedQuestions.js";
import { readDraftIds } from "./waitingDrafts.js";
import { sectionsChangedSince } from "./changedSections.js";

/** What `chunkgate suggest --from FILE` read and proposed. */
export interface SuggestFromResult {
  golden: string;
  from: string;
  format: AskedQuestions["format"];
  /** Distinct questions read. */
  asked: number;
  /** Sections proposed per question at most: the registry's `k`. */
  k: number;
  /** With `--base`: the ref, and how many sections of the selected sources the change adds or changes. */
  changed?: { base: string; sections: number };
  /** A proposal per question that has one, in file order, known ones included. */
  proposals: AskedProposal[];
  /** Of `proposals`, the ids the drafts file or the golden set holds already (or whose question the golden set asks). */
  known: string[];
  /** Questions without a proposal, with why. */
  unproposed: Array<{ line: number; question: string; reason: string }>;
  skipped: AskedQuestions["skipped"];
  /** The YAML of the proposals not known yet: what `--write` appends. */
  yaml: string;
}

/** Golden-set entries for asked questions: of the k sections the check ranks best, the best a heading key fits. */
export async function runSuggestFrom(options: {
  root: string;
  registryPath?: string;
  sourceIds?: readonly string[];
  from: { file: string; text: string };
  base?: string;
  existing?: { file: string; text: string };
  runtime?: RetrieverRuntime;
  prepared?: PreparedCache;
  progress?: (message: string) => void;
}): Promise<SuggestFromResult> {
  const asked = readAskedQuestions(options.from.text, options.from.file);
  const workspace = await loadWorkspace({ root: options.root, emptyGoldenSet: true, ...(options.registryPath ? { registryPath: options.registryPath } : {}), ...(options.prepared ? { prepared: options.prepared } : {}), ...(options.progress ? { progress: options.progress } : {}) });
  const sources = selectSources(workspace.registry, options.sourceIds);
  const only = options.base === undefined ? undefined : (await sectionsChangedSince({ root: options.root, base: options.base, documents: sources.flatMap((s) => workspace.documents.get(s.id) ?? []) })).sections;
  const candidates = await proposeSections({ workspace, sources, queries: asked.questions.map((q) => q.text), limit: workspace.registry.k, ...(only ? { only } : {}), ...(options.runtime ? { runtime: options.runtime } : {}) });
  const proposals: AskedProposal[] = [];
  const unproposed: SuggestFromResult["unproposed"] = [];
  for (const [i, question] of asked.questions.entries()) {
    const found = candidates[i]!;
    const keyed = found.find((c) => c.section.headingPath.length > 0 && keysSection([{ kind: "heading", document: c.document.path, heading: c.section.headingPath, line: undefined }], c.document, c.section, workspace.golden.file));
    if (keyed === undefined) {
      const reason = found.length === 0 ? (only ? "none of the sections it ranks is one the change adds or changes" : "the retriever ranks no section for it") : "no section it ranks can be keyed by its heading";
      unproposed.push({ line: question.line, question: question.text, reason });
      continue;
    }
    proposals.push({ id: askedId(question.text), question: question.text, line: question.line, keyed: placeOf(keyed), others: found.filter((c) => c !== keyed).map(placeOf) });
  }
  const goldenTexts = new Set(workspace.golden.questions.map((q) => normalizeWhitespace(q.text)));
  const existingIds = new Set([...(options.existing ? readDraftIds(options.existing.text, options.existing.file) : []), ...workspace.golden.questions.map((q) => q.id)]);
  const isKnown = (p: AskedProposal) => existingIds.has(p.id) || goldenTexts.has(normalizeWhitespace(p.question));
  return {
    golden: workspace.golden.file,
    from: options.from.file,
    format: asked.format,
    asked: asked.questions.length,
    k: workspace.registry.k,
    ...(only && options.base !== undefined ? { changed: { base: options.base, sections: only.size } } : {}),
    proposals,
    known: proposals.filter(isKnown).map((p) => p.id),
    unproposed,
    skipped: asked.skipped,
    yaml: askedYaml(proposals.filter((p) => !isKnown(p))),
  };
}

/** `asked-` and 12 hex digits of the SHA-256 of the question, whitespace runs as one space. */
export function askedId(question: string): string {
  return `asked-${createHash("sha256").update(normalizeWhitespace(question)).digest("hex").slice(0, 12)}`;
}

function placeOf(c: CandidateSection): ProposedPlace {
  return { sourceId: c.sourceId, document: c.document.path, heading: [...c.section.headingPath], line: c.section.startLine };
}
