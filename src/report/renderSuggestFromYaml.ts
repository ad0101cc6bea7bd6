import type { SuggestFromResult } from "../usecases/index.js";
import { plural } from "../formatCount.js";

/**
 * `chunkgate suggest --from FILE` as YAML to paste into the golden set, after comment lines that
 * count what was read; names appear only as JSON strings there, so none can end a comment line.
 */
export function renderSuggestFromYaml(result: SuggestFromResult, draftsFile: string): string {
  const fresh = result.proposals.length - result.known.length;
  const scope = result.changed ? ` among the ${plural(result.changed.sections, "section")} the change since ${JSON.stringify(result.changed.base)} adds or changes` : "";
  const lines = [
    `# chunkgate suggest --from ${JSON.stringify(result.from)}: ${plural(result.asked, "question")} read; ${plural(fresh, "new proposal")}${scope}, up to ${result.k} sections ranked for each`,
    ...(result.known.length > 0 ? [`# ${result.known.length} more already in ${JSON.stringify(draftsFile)} or the golden set`] : []),
    ...(result.unproposed.length + result.skipped.length > 0 ? [`# ${plural(result.unproposed.length + result.skipped.length, "question")} left without a proposal (--format md lists them)`] : []),
    `# Confirm each entry's section (or key another candidate), then move the entries you keep into ${JSON.stringify(result.golden)}.`,
  ];
  return `${lines.join("\n")}\n${result.yaml}`;
}
