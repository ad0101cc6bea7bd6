import { plural } from "../formatCount.js";
import type { SuggestResult } from "../usecases/index.js";

/**
 * `chunkgate suggest` as YAML to paste into the golden set, after comment lines that count what was
 * found; names appear only as JSON strings there, so none can end a comment line.
 */
export function renderSuggestYaml(result: SuggestResult, draftsFile: string): string {
  const fresh = result.drafts.length - result.known.length;
  const lines = [
    `# chunkgate suggest: ${plural(result.uncovered, "section")} with text no question keys${result.changed ? ` among those the change since ${JSON.stringify(result.changed.base)} adds or changes` : ""}; ${plural(fresh, "new draft")}`,
    ...(result.known.length > 0 ? [`# ${result.known.length} more already in ${JSON.stringify(draftsFile)} or the golden set`] : []),
    ...(result.undrafted.length > 0 ? [`# ${result.undrafted.length} left without a draft (--format md lists them)`] : []),
    ...modelLines(result),
    `# Rewrite each question as a reader would ask it, then move the entries you keep into ${JSON.stringify(result.golden)}.`,
  ];
  return `${lines.join("\n")}\n${result.yaml}`;
}

/** With a model: who drafted (a JSON string, like file names), what the store saved, why drafts were dropped. */
function modelLines(result: SuggestResult): string[] {
  if (result.model === undefined) return [];
  const { name, stats, dropped } = result.model;
  return [`# drafted by ${JSON.stringify(name)}: ${plural(stats.cached, "answer")} from the store, ${stats.asked} asked`, ...dropped.map((d) => `# ${plural(d.count, "draft")} dropped: ${d.reason}`)];
}
