import type { SuggestResult } from "../usecases/index.js";
import { escapeCode, escapeMarkdown } from "./escapeMarkdown.js";
import { plural } from "../formatCount.js";
import { fencedBlock } from "./fencedBlock.js";

/**
 * `chunkgate suggest --format md`: the drafted sections, those left without a draft and why, then
 * the drafts in a YAML block nothing in them can close. Text from the repository is escaped.
 */
export function renderSuggestMarkdown(result: SuggestResult, draftsFile: string): string {
  const known = new Set(result.known);
  const fresh = result.drafts.filter((d) => !known.has(d.id));
  const out = [`### chunkgate suggest: ${plural(fresh.length, "new draft")} for ${plural(result.uncovered, "uncovered section")}`, ""];
  if (result.changed) out.push(`Only the ${plural(result.changed.sections, "section")} the change since ${escapeCode(result.changed.base)} adds or changes ${result.changed.sections === 1 ? "is" : "are"} drafted.`, "");
  out.push(`A section is uncovered when no question of ${escapeCode(result.golden)} keys it. Each draft is a starting point: rewrite its question as a reader would ask it, keep or drop its keys, then move it into the golden set.`, "");
  if (result.model !== undefined) {
    const { name, stats, dropped } = result.model;
    const drops = dropped.map((d) => `${plural(d.count, "draft")} dropped: ${d.reason}`);
    out.push(`Drafted by ${escapeCode(name)} (${plural(stats.cached, "answer")} from the store, ${stats.asked} asked)${drops.length > 0 ? `; ${drops.join("; ")}` : ""}.`, "");
  }
  if (result.known.length > 0) out.push(`${plural(result.known.length, "draft")} already in ${escapeCode(draftsFile)} or the golden set ${result.known.length === 1 ? "is" : "are"} left out.`, "");
  for (const d of fresh) out.push(`- ${escapeCode(`${d.document}:${d.line}`)} ${escapeMarkdown(d.heading.join(" › ") || "(before the first heading)")}`);
  if (fresh.length > 0) out.push("");
  if (result.undrafted.length > 0) {
    out.push(`Left without a draft (${result.undrafted.length}):`, "");
    for (const u of result.undrafted) out.push(`- ${escapeCode(`${u.document}:${u.line}`)}: ${escapeMarkdown(u.reason)}`);
    out.push("");
  }
  if (result.yaml !== "") out.push(fencedBlock(`${result.yaml.trimEnd()}\n`, "yaml"), "");
  return out.join("\n");
}
