import type { GoldenSet, Registry } from "../../config/index.js";
import { UserError } from "../../errors.js";
import type { SectionCoverage } from "../../evaluation/index.js";
import { createRetrieverRuntime, withKeyDestinations, type RetrieverRuntime } from "../../retrieval/index.js";
import { keyDestinationsAtBase } from "../pullRequest/keyDestinationsAtBase.js";
import type { Draft } from "./draftSection.js";
import { DROPPED, draftWithModel, type ModelDrafting } from "./draftWithModel.js";

/** Who drafted, what the store saved, and how many drafts were dropped for each reason. */
export interface ModelSummary {
  name: string;
  /** Per reason of DROPPED, in that order; reasons with none left out. */
  dropped: Array<{ reason: string; count: number }>;
  stats: ModelDrafting["stats"];
}

/**
 * `suggest --drafter llm` over the uncovered `sections`: draftWithModel with the registry's
 * `authoring:` block, each section's draft or why it was dropped, and the counts. With
 * `baseCommit`, the key goes only where that commit's registry names (keyDestinationsAtBase),
 * since the checked-out registry is the change's to write. Without an `authoring:` block, a
 * UserError naming the registry and the fix, before anything else happens.
 */
export async function draftByModel(options: {
  sections: readonly SectionCoverage[];
  registry: Registry;
  golden: GoldenSet;
  root: string;
  registryPath?: string | undefined;
  runtime?: RetrieverRuntime | undefined;
  baseCommit?: string | undefined;
}): Promise<{ made: Array<{ section: SectionCoverage; draft: Draft | null; dropped?: string }>; model: ModelSummary }> {
  const config = options.registry.authoring;
  if (config === undefined) {
    throw new UserError("`--drafter llm` needs an `authoring:` block in the registry (the chat API to draft with)", {
      file: options.registry.file,
      hint: "add `authoring: { endpoint: https://api.openai.com/v1, model: gpt-4o-mini, api_key_env: OPENAI_API_KEY }` and set that variable, or draft offline (drop `--drafter llm`); see docs/golden-set.md",
    });
  }
  let runtime = options.runtime ?? createRetrieverRuntime();
  if (options.baseCommit !== undefined) runtime = withKeyDestinations(runtime, await keyDestinationsAtBase({ root: options.root, baseCommit: options.baseCommit, registryPath: options.registryPath }));
  const drafted = await draftWithModel({ sections: options.sections, config, runtime, golden: options.golden });
  const made = drafted.made.map((m) => ("draft" in m ? { ...m, dropped: undefined } : { section: m.section, draft: null, dropped: m.dropped }));
  const counts = new Map<string, number>();
  for (const { dropped } of made) if (dropped !== undefined) counts.set(dropped, (counts.get(dropped) ?? 0) + 1);
  const dropped = Object.values(DROPPED).flatMap((reason) => (counts.has(reason) ? [{ reason, count: counts.get(reason)! }] : []));
  return { made, model: { name: config.model, dropped, stats: drafted.stats } };
}
