import { loadTokenCounter } from "../../chunking/index.js";
import type { SourceConfig } from "../../config/index.js";
import { documentKeyOf } from "../../corpus/index.js";
import { coverageRows, measureCoverage, summariseCoverage, type Coverage, type CoverageRow, type SectionCoverage } from "../../evaluation/index.js";
import { questionsFor, type Workspace } from "./loadWorkspace.js";
import { isChunkingCache } from "./outlinedDocuments.js";

/**
 * What the golden set reaches of one source (measureCoverage over the source's documents and the
 * questions keyed to them), with content tokens in the source's own tokenizer, as its cost columns
 * count them. A source without documents has nothing to cover: both figures are zero. Reads every
 * document's sections, so a caller that serves documents by their outline (a warm check) expands
 * them all: a caller that needs only the figures asks {@link sourceCoverageSummary}.
 */
export async function sourceCoverage(workspace: Workspace, source: SourceConfig): Promise<{ sections: SectionCoverage[]; summary: Coverage }> {
  const documents = workspace.documents.get(source.id) ?? [];
  const countTokens = await loadTokenCounter(source.chunking.tokenizer);
  return measureCoverage({ documents, questions: questionsFor(workspace, documents), countTokens });
}

/**
 * sourceCoverage's summary, the same figures, from each document's coverage rows: those the
 * workspace's cache remembers for its content and the source's tokenizer (see CoverageMemo), the
 * others counted from its sections and remembered. So a warm check reads no section and loads no
 * tokenizer for coverage; the tokenizer is loaded only when some document's rows are counted.
 */
export async function sourceCoverageSummary(workspace: Workspace, source: SourceConfig): Promise<Coverage> {
  const documents = workspace.documents.get(source.id) ?? [];
  const { tokenizer } = source.chunking;
  const memo = isChunkingCache(workspace.prepared) ? workspace.prepared.coverage : undefined;
  let countTokens: ((line: string) => number) | undefined;
  const withRows: Array<{ path: string; rows: readonly CoverageRow[] }> = [];
  for (const document of documents) {
    const key = documentKeyOf(document);
    let rows = key === undefined ? undefined : memo?.rows(key, tokenizer);
    if (rows === undefined) {
      countTokens ??= await loadTokenCounter(tokenizer);
      rows = coverageRows(document, countTokens);
      if (key !== undefined) memo?.setRows(key, tokenizer, rows);
    }
    withRows.push({ path: document.path, rows });
  }
  return summariseCoverage({ documents: withRows, questions: questionsFor(workspace, documents) });
}
