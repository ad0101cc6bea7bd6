import { loadTokenCounter } from "../../chunking/index.js";
import type { SourceConfig } from "../../config/index.js";
import { measureCoverage, type Coverage, type SectionCoverage } from "../../evaluation/index.js";
import { questionsFor, type Workspace } from "./loadWorkspace.js";

/**
 * What the golden set reaches of one source (measureCoverage over the source's documents and the
 * questions keyed to them), with content tokens in the source's own tokenizer, as its cost columns
 * count them. A source without documents has nothing to cover: both figures are zero. Reads every
 * document's sections, so a caller that serves documents by their outline (a warm pull request)
 * expands them all: callers ask for it only where it is shown.
 */
export async function sourceCoverage(workspace: Workspace, source: SourceConfig): Promise<{ sections: SectionCoverage[]; summary: Coverage }> {
  const documents = workspace.documents.get(source.id) ?? [];
  const countTokens = await loadTokenCounter(source.chunking.tokenizer);
  return measureCoverage({ documents, questions: questionsFor(workspace, documents), countTokens });
}
