/**
 * Where drafts wait by default: beside the golden set, its name with `.drafts` before the
 * extension (`evals/retrieval.yaml` → `evals/retrieval.drafts.yaml`). `chunkgate check` counts the
 * drafts in this file, so `chunkgate suggest --write` without another name writes here.
 */
export function draftsPath(goldenSetFile: string): string {
  const match = /^(.*?)(\.ya?ml)?$/i.exec(goldenSetFile)!;
  return `${match[1]}.drafts${match[2] ?? ".yaml"}`;
}
