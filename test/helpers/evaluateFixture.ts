import { resolve } from "node:path";
import { evaluateSource, type SourceEvaluation } from "../../src/usecases/check/measureSource.js";
import { loadWorkspace, questionsFor, sourceDocuments, type Workspace } from "../../src/usecases/check/loadWorkspace.js";
import type { ChunkingParams } from "../../src/chunking/types.js";

/** Absolute path of a bundled fixture repository. */
export function fixture(name: string): string {
  return resolve(import.meta.dirname, "../../fixtures", name);
}

/** Loads a fixture and returns a function that evaluates its first source under changed chunking. */
export async function fixtureEvaluator(name: string): Promise<{ workspace: Workspace; evaluate: (change: Partial<ChunkingParams>) => Promise<SourceEvaluation> }> {
  const workspace = await loadWorkspace({ root: fixture(name) });
  const source = workspace.registry.sources[0]!;
  const documents = sourceDocuments(workspace, source);
  const questions = questionsFor(workspace, documents);
  return {
    workspace,
    evaluate: (change) => evaluateSource({ registry: workspace.registry, source, documents, questions, chunking: { ...source.chunking, ...change } }),
  };
}
