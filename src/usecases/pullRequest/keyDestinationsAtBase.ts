import { readRegistryAlone } from "../../config/index.js";
import { gitFileSource } from "../../git/index.js";
import type { KeyDestinations } from "../../retrieval/index.js";

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
