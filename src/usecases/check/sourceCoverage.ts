import { loadTokenCounter } from "../../chunking/index.js";
import type { SourceConfig } from "../../config/index.js";
import { documentKeyOf } from "../../corpus/index.js";
import { coverageRows, measureCoverage, summariseCoverage, type Coverage, type CoverageRow, type SectionCoverage } from "../../evaluation/index.js";
import { questionsFor, type Workspace } from "./loadWorkspace.js";
import { isChunkingCache } from "./outlinedDocuments.js";

/** What the golden set reaches of one source in its tokenizer, reading every section (see sourceCoverageSummary). */
export async function sourceCoverage(workspace: Workspace, source: SourceConfig): Promise<{ sections: SectionCoverage[]; summary: Coverage }> {
  const documents = workspace.documents.get(source.id) ?? [];
  const countTokens = await loadTokenCounter(source.chunking.tokenizer);
  return measureCoverage({ documents, questions: questionsFor(workspace, documents), countTokens });
}

/** sourceCoverage's summary from the coverage rows the cache remembers, so a warm check reads no section. */
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
