import type { ChangedFile } from "../../changes/index.js";
import { loadRegistryFrom, readRegistryAlone, type Registry } from "../../config/index.js";
import { UserError } from "../../errors.js";
import { gitFileSource } from "../../git/index.js";
import type { KeyDestinations } from "../../retrieval/index.js";
import { touchedSources, type TouchedSources } from "./touchedSources.js";

/** What pullRequestScope needs. */
export interface PullRequestScopeOptions {
  root: string;
  registryPath?: string;
  head: Registry;
  /** The commit compared with; null when there is none (then a registry change touches every source). */
  baseCommit: string | null;
  changes: readonly ChangedFile[];
  scope: "changed" | "all";
  log: (message: string) => void;
}

/** The sources a pull request touches, as its check decides them, for its sweep; an unreadable base registry is logged, as absent. */
export async function pullRequestScope(options: PullRequestScopeOptions): Promise<Pick<TouchedSources, "touched" | "skipped">> {
  const commit = options.baseCommit;
  let base: Registry | null = null;
  try {
    if (commit) base = (await loadRegistryFrom(gitFileSource({ cwd: options.root, commit }), options.registryPath)).registry;
  } catch (error) {
    if (!(error instanceof UserError)) throw error;
    for (const line of [`the base's registry (${commit!.slice(0, 7)}) could not be read, so a change to the registry file touches every source:`, ...error.lines()]) options.log(line);
  }
  return touchedSources({ head: options.head, base, changes: options.changes, scope: options.scope });
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
