import type { SuggestFromResult } from "../usecases/index.js";
import { escapeCode, escapeMarkdown } from "./escapeMarkdown.js";
import { plural } from "../formatCount.js";
import { fencedBlock } from "./fencedBlock.js";

/**
 * `chunkgate suggest --from FILE --format md`: each proposal with its section and other candidates,
 * the questions left without one, then a YAML block nothing in it can close. Untrusted text is escaped.
 */
export function renderSuggestFromMarkdown(result: SuggestFromResult, draftsFile: string): string {
  const known = new Set(result.known);
  const fresh = result.proposals.filter((p) => !known.has(p.id));
  const out = [`### chunkgate suggest: ${plural(fresh.length, "new proposal")} for ${plural(result.asked, "question")} of ${escapeCode(result.from)}`, ""];
  const scope = result.changed ? ` among the ${plural(result.changed.sections, "section")} the change since ${escapeCode(result.changed.base)} adds or changes` : "";
  out.push(`Each question is keyed to the section that answers it best under the registry${scope} (up to ${result.k} ranked). Confirm the section, or key another candidate, before moving the entry into ${escapeCode(result.golden)}.`, "");
  if (result.known.length > 0) out.push(`${plural(result.known.length, "proposal")} already in ${escapeCode(draftsFile)} or the golden set ${result.known.length === 1 ? "is" : "are"} left out.`, "");
  for (const p of fresh) {
    out.push(`- ${escapeMarkdown(p.question)}: ${place(p.keyed)}`);
    if (p.others.length > 0) out.push(`  (also ranked: ${p.others.map(place).join("; ")})`);
  }
  if (fresh.length > 0) out.push("");
  const left = [...result.unproposed.map((u) => ({ line: u.line, why: `${escapeMarkdown(u.question)}: ${escapeMarkdown(u.reason)}` })), ...result.skipped.map((s) => ({ line: s.line, why: escapeMarkdown(s.reason) }))].sort((a, b) => a.line - b.line);
  if (left.length > 0) {
    out.push(`Left without a proposal (${left.length}):`, "");
    for (const l of left) out.push(`- ${escapeCode(`${result.from}:${l.line}`)}: ${l.why}`);
    out.push("");
  }
  if (result.yaml !== "") out.push(fencedBlock(`${result.yaml.trimEnd()}\n`, "yaml"), "");
  return out.join("\n");
}

function place(p: { document: string; line: number; heading: string[] }): string {
  return `${escapeCode(`${p.document}:${p.line}`)} ${escapeMarkdown(p.heading.join(" › ") || "(before the first heading)")}`;
}
