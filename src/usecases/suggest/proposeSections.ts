import type { SourceConfig } from "../../config/index.js";
import type { Document, Section } from "../../corpus/index.js";
import { UserError } from "../../errors.js";
import type { ResolvedQuestion } from "../../evaluation/index.js";
import type { RetrieverRuntime } from "../../retrieval/index.js";
import type { Workspace } from "../check/loadWorkspace.js";
import { isScored, measureSource } from "../check/measureSource.js";
import { sectionPlace } from "./changedSections.js";

/** A section a question's run ranked, as `suggest --from` proposes it. */
export interface CandidateSection {
  /** The source whose run ranked it best. */
  sourceId: string;
  document: Document;
  section: Section;
  /** The retriever's score of the section's best chunk in that run. */
  score: number;
}

/** For each query the `limit` sections that answer it best, searched as the check measures each source. */
export async function proposeSections(options: {
  workspace: Workspace;
  sources: readonly SourceConfig[];
  queries: readonly string[];
  limit: number;
  /** Places (sectionPlace) of the only sections to propose. */
  only?: ReadonlySet<string>;
  runtime?: RetrieverRuntime;
}): Promise<CandidateSection[][]> {
  const { workspace } = options;
  const found: Array<Map<string, CandidateSection & { order: number; rank: number }>> = options.queries.map(() => new Map());
  const questions: ResolvedQuestion[] = options.queries.map((text, i) => ({ question: { id: `q${i}`, text, supporting: [], distractors: [], line: undefined }, split: "train", supporting: [], distractors: [] }));
  for (const [order, source] of options.sources.entries()) {
    const documents = workspace.documents.get(source.id) ?? [];
    if (documents.length === 0) continue;
    const measured = await measureSource({ registry: workspace.registry, source, documents, questions, ...(options.runtime ? { runtime: options.runtime } : {}), ...(workspace.prepared ? { preparedCache: workspace.prepared } : {}) });
    if (!isScored(measured)) throw new UserError(`source ${source.id} cannot be searched here: ${measured.unavailable.message}`, { ...(measured.unavailable.hint ? { hint: measured.unavailable.hint } : {}) });
    const byPath = new Map(documents.map((d) => [d.path, d]));
    for (const [q, run] of measured.runs.entries()) {
      for (const [rank, hit] of run.ranked.entries()) {
        const chunk = measured.chunks[hit.chunk]!;
        const document = byPath.get(chunk.path);
        const section = document?.sections.find((s) => s.startLine <= chunk.startLine && chunk.startLine <= s.endLine);
        if (!document || !section) continue;
        const key = sectionPlace(document.path, section);
        if (options.only && !options.only.has(key)) continue;
        const earlier = found[q]!.get(key);
        if (!earlier || hit.score > earlier.score) found[q]!.set(key, { sourceId: source.id, document, section, score: hit.score, order, rank });
      }
    }
  }
  return found.map((sections) =>
    [...sections.values()]
      .sort((a, b) => b.score - a.score || a.order - b.order || a.rank - b.rank)
      .slice(0, options.limit)
      .map(({ sourceId, document, section, score }) => ({ sourceId, document, section, score })),
  );
}
