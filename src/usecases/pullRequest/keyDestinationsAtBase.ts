import { readRegistryAlone } from "../../config/index.js";
import { gitFileSource } from "../../git/index.js";
import type { KeyDestinations } from "../../retrieval/index.js";

/**
 * Where a pull request's run (or `suggest --base`) may send an API key: only the endpoints, each
 * with its key's variable, that its base commit's registry names (`retriever:`'s embeddings
 * endpoint and `authoring:`'s chat endpoint). The head is the pull request author's to
 * write, so a head that points `retriever.endpoint` at a server of its own (or `api_key_env` at
 * another secret) must not receive the key; the base is what the repository already accepted.
 *
 * Guarantees: never throws for the base's content. No base commit, a base registry that cannot be
 * read, or one naming no endpoint allows no destination, and `refusal` says which.
 */
export async function keyDestinationsAtBase(options: { root: string; baseCommit: string | null; registryPath?: string | undefined }): Promise<KeyDestinations> {
  if (options.baseCommit === null) return { allowed: [], refusal: "the pull request's base commit is not known, so no endpoint is trusted" };
  const registry = await readRegistryAlone(gitFileSource({ cwd: options.root, commit: options.baseCommit }), options.registryPath).catch(() => null);
  if (registry === null) return { allowed: [], refusal: "the base commit's registry could not be read, so no endpoint is trusted" };
  const allowed = [registry.retriever.embeddings, registry.authoring].flatMap((api) => (api === undefined ? [] : [{ endpoint: api.endpoint, apiKeyEnv: api.apiKeyEnv }]));
  if (allowed.length === 0) return { allowed, refusal: "the base commit's registry names no embeddings or authoring endpoint" };
  return { allowed, refusal: "the base commit's registry names another endpoint or variable" };
}
