/** Where drafts wait by default, the file `chunkgate check` counts: `evals/retrieval.yaml` → `evals/retrieval.drafts.yaml`. */
export function draftsPath(goldenSetFile: string): string {
  const match = /^(.*?)(\.ya?ml)?$/i.exec(goldenSetFile)!;
  return `${match[1]}.drafts${match[2] ?? ".yaml"}`;
}
