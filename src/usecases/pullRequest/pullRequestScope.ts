import { loadRegistryFrom, readRegistryAlone, type Registry } from "../../config/index.js";
import { UserError } from "../../errors.js";
import { gitFileSource } from "../../git/index.js";
import type { KeyDestinations } from "../../retrieval/index.js";
import { touchedSources, type TouchedSources } from "./touchedSources.js";

/** The sources a pull request touches, as its check decides them, for its sweep; an unreadable base registry is logged, as absent. */
export async function pullRequestScope(
  options: Omit<Parameters<typeof touchedSources>[0], "base"> & { root: string; registryPath?: string; baseCommit: string | null; log: (message: string) => void },
): Promise<Pick<TouchedSources, "touched" | "skipped">> {
  const commit = options.baseCommit;
  let base: Registry | null = null;
  try {
    if (commit) base = (await loadRegistryFrom(gitFileSource({ cwd: options.root, commit }), options.registryPath)).registry;
  } catch (error) {
    if (!(error instanceof UserError)) throw error;
    for (const line of [`the base's registry (${commit!.slice(0, 7)}) could not be read, so a change to the registry file touches every source:`, ...error.lines()]) options.log(line);
  }
  return touchedSources({ ...options, base });
}

/**
 * Where a pull request's run may send an API key: only where its base registry says, as the head is the author's to
 * write. Never throws for the base's content; else nothing is allowed and `refusal` says why.
 */
export async function keyDestinationsAtBase(options: { root: string; baseCommit: string | null; registryPath?: string | undefined }): Promise<KeyDestinations> {
  if (options.baseCommit === null) return { allowed: [], refusal: "the pull request's base commit is not known, so no endpoint is trusted" };
  const registry = await readRegistryAlone(gitFileSource({ cwd: options.root, commit: options.baseCommit }), options.registryPath).catch(() => null);
  if (registry === null) return { allowed: [], refusal: "the base commit's registry could not be read, so no endpoint is trusted" };
  const allowed = [registry.retriever.embeddings, registry.authoring].flatMap((api) => (api === undefined ? [] : [{ endpoint: api.endpoint, apiKeyEnv: api.apiKeyEnv }]));
  if (allowed.length === 0) return { allowed, refusal: "the base commit's registry names no embeddings or authoring endpoint" };
  return { allowed, refusal: "the base commit's registry names another endpoint or variable" };
}
