import type { SuggestFromResult, SuggestResult } from "../usecases/index.js";
import { escapeCode, escapeMarkdown } from "./escape.js";
import { plural } from "../formatCount.js";
import { fencedBlock } from "./format.js";

/** `chunkgate suggest --format md`: the drafted sections, those left without a draft and why, then the YAML block. */
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
  const items = fresh.map((d) => `- ${escapeCode(`${d.document}:${d.line}`)} ${escapeMarkdown(d.heading.join(" › ") || "(before the first heading)")}`);
  const left = result.undrafted.map((u) => `- ${escapeCode(`${u.document}:${u.line}`)}: ${escapeMarkdown(u.reason)}`);
  return markdownTail(out, { known: result.known.length, noun: "draft", draftsFile, items, left, yaml: result.yaml });
}

/** `chunkgate suggest --from FILE --format md`: each proposal and its candidates, those left without, the YAML. */
export function renderSuggestFromMarkdown(result: SuggestFromResult, draftsFile: string): string {
  const known = new Set(result.known);
  const fresh = result.proposals.filter((p) => !known.has(p.id));
  const out = [`### chunkgate suggest: ${plural(fresh.length, "new proposal")} for ${plural(result.asked, "question")} of ${escapeCode(result.from)}`, ""];
  const scope = result.changed ? ` among the ${plural(result.changed.sections, "section")} the change since ${escapeCode(result.changed.base)} adds or changes` : "";
  out.push(`Each question is keyed to the section that answers it best under the registry${scope} (up to ${result.k} ranked). Confirm the section, or key another candidate, before moving the entry into ${escapeCode(result.golden)}.`, "");
  const items = fresh.flatMap((p) => [`- ${escapeMarkdown(p.question)}: ${place(p.keyed)}`, ...(p.others.length > 0 ? [`  (also ranked: ${p.others.map(place).join("; ")})`] : [])]);
  const left = [...result.unproposed.map((u) => ({ line: u.line, why: `${escapeMarkdown(u.question)}: ${escapeMarkdown(u.reason)}` })), ...result.skipped.map((s) => ({ line: s.line, why: escapeMarkdown(s.reason) }))]
    .sort((a, b) => a.line - b.line)
    .map((l) => `- ${escapeCode(`${result.from}:${l.line}`)}: ${l.why}`);
  return markdownTail(out, { known: result.known.length, noun: "proposal", draftsFile, items, left, yaml: result.yaml });
}

/** The known count, the new entries, those left without one, then the YAML in a fence nothing in it can close. */
function markdownTail(out: string[], tail: { known: number; noun: string; draftsFile: string; items: string[]; left: string[]; yaml: string }): string {
  const { known, noun, items, left } = tail;
  if (known > 0) out.push(`${plural(known, noun)} already in ${escapeCode(tail.draftsFile)} or the golden set ${known === 1 ? "is" : "are"} left out.`, "");
  if (items.length > 0) out.push(...items, "");
  if (left.length > 0) out.push(`Left without a ${noun} (${left.length}):`, "", ...left, "");
  if (tail.yaml !== "") out.push(fencedBlock(`${tail.yaml.trimEnd()}\n`, "yaml"), "");
  return out.join("\n");
}

function place(p: { document: string; line: number; heading: string[] }): string {
  return `${escapeCode(`${p.document}:${p.line}`)} ${escapeMarkdown(p.heading.join(" › ") || "(before the first heading)")}`;
}

/** `chunkgate suggest` as YAML after comment lines counting what was found (names as JSON: none ends a line). */
export function renderSuggestYaml(result: SuggestResult, draftsFile: string): string {
  const fresh = result.drafts.length - result.known.length;
  const changed = result.changed ? ` among those the change since ${JSON.stringify(result.changed.base)} adds or changes` : "";
  const lines = [
    `# chunkgate suggest: ${plural(result.uncovered, "section")} with text no question keys${changed}; ${plural(fresh, "new draft")}`,
    ...knownLine(result.known.length, draftsFile),
    ...(result.undrafted.length > 0 ? [`# ${result.undrafted.length} left without a draft (--format md lists them)`] : []),
    ...(result.model === undefined ? [] : [`# drafted by ${JSON.stringify(result.model.name)}: ${plural(result.model.stats.cached, "answer")} from the store, ${result.model.stats.asked} asked`]),
    ...(result.model?.dropped ?? []).map((d) => `# ${plural(d.count, "draft")} dropped: ${d.reason}`),
    `# Rewrite each question as a reader would ask it, then move the entries you keep into ${JSON.stringify(result.golden)}.`,
  ];
  return `${lines.join("\n")}\n${result.yaml}`;
}

/** `chunkgate suggest --from FILE` as YAML likewise, after comment lines that count what was read. */
export function renderSuggestFromYaml(result: SuggestFromResult, draftsFile: string): string {
  const fresh = result.proposals.length - result.known.length;
  const scope = result.changed ? ` among the ${plural(result.changed.sections, "section")} the change since ${JSON.stringify(result.changed.base)} adds or changes` : "";
  const left = result.unproposed.length + result.skipped.length;
  const lines = [
    `# chunkgate suggest --from ${JSON.stringify(result.from)}: ${plural(result.asked, "question")} read; ${plural(fresh, "new proposal")}${scope}, up to ${result.k} sections ranked for each`,
    ...knownLine(result.known.length, draftsFile),
    ...(left > 0 ? [`# ${plural(left, "question")} left without a proposal (--format md lists them)`] : []),
    `# Confirm each entry's section (or key another candidate), then move the entries you keep into ${JSON.stringify(result.golden)}.`,
  ];
  return `${lines.join("\n")}\n${result.yaml}`;
}

function knownLine(known: number, draftsFile: string): string[] {
  return known > 0 ? [`# ${known} more already in ${JSON.stringify(draftsFile)} or the golden set`] : [];
}
