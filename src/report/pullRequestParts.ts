import type { BaselineChange } from "../gate/index.js";
import { type BaselineChangesReport, belowMin, type PatchCoverage, type PatchSection, percent, type Regression, type StaleLabel } from "../usecases/index.js";
import { escapeCode, escapeMarkdown, escapeProse } from "./escape.js";
import { CAUSE_LABELS, fencedBlock, formatKeyPlace, formatLocation, formatRanks, strong, truncateText } from "./format.js";
import { plural } from "../formatCount.js";

/** Longest value or sentence shown, in code points before escaping: one change must never crowd out the rest. */
const MAX_VALUE = 120;
const MAX_SENTENCE = 500;

/** A pull request's baseline changes, their approval and the baselines recorded afresh, as text lines (maybe none). */
export function renderBaselineChangesText(changes: BaselineChangesReport): string[] {
  const out: string[] = [];
  if (changes.changes.length > 0) {
    out.push(`Baseline changes (${changes.changes.length}): what this pull request changes about what the gate measures against`);
    for (const c of changes.changes) out.push(`  ${c.needsApproval ? "needs approval" : "listed"} · ${place(c)} · ${c.key}${values(c)}`, `    ${c.sentence}`);
    if (changes.approval.sentence !== "") out.push(`  ${changes.approval.sentence}`);
    out.push("");
  }
  if (changes.recorded.length > 0) {
    out.push(`Baselines recorded in this pull request (${changes.recorded.length}):`, ...changes.recorded.map((r) => `  ${r.sentence}`), "");
  }
  return out;
}

/** The same as Markdown for the comment's top, a missing approval in bold, escaped and bounded; null when none. */
export function renderBaselineChangesMarkdown(changes: BaselineChangesReport): string | null {
  const blocks: string[] = [];
  if (changes.changes.length > 0) {
    blocks.push(`### Baseline changes (${changes.changes.length})`);
    blocks.push(
      changes.changes
        .map((c) => `- ${c.needsApproval ? "**needs approval**" : "listed"} · ${escapeCode(place(c))} · ${escapeCode(truncateText(c.key, MAX_VALUE))}${escapeMarkdown(truncateText(values(c), MAX_VALUE * 2 + 10))}\n  ${escapeProse(truncateText(c.sentence, MAX_SENTENCE))}`)
        .join("\n"),
    );
    const sentence = escapeProse(truncateText(changes.approval.sentence, MAX_SENTENCE * 2));
    if (changes.approval.sentence !== "") blocks.push(changes.approval.approved ? `✅ ${sentence}` : `❌ **${sentence}**`);
  }
  if (changes.recorded.length > 0) {
    blocks.push(`### Baselines recorded in this pull request (${changes.recorded.length})`, changes.recorded.map((r) => `- ${escapeProse(truncateText(r.sentence, MAX_SENTENCE))}`).join("\n"));
  }
  return blocks.length === 0 ? null : blocks.join("\n\n");
}

function place(c: BaselineChange): string {
  return `${c.at.file}:${c.at.line}${c.at.side === "base" ? " (at the base)" : ""}`;
}

/** `: before → after`; a value kept as it was is marked unchanged, never shown as a change to itself. */
function values(c: BaselineChange): string {
  if (c.before === null && c.after === null) return "";
  if (c.before === c.after) return `: ${truncateText(c.after!, MAX_VALUE)} (unchanged)`;
  return `: ${truncateText(c.before ?? "none", MAX_VALUE)} → ${truncateText(c.after ?? "none", MAX_VALUE)}`;
}

/** Longest question and message shown, in code points before escaping: one item must never crowd out the rest. */
const MAX_QUESTION = 300;
const MAX_MESSAGE = 600;

/** One regressed question as a Markdown list item: its facts, the question, the message; escaped and bounded. */
export function renderRegression(regression: Regression, options: { runDepth: number }): string {
  const place = regression.cause === "deleted-section" ? regression.deleted : regression.location;
  const facts = [
    strong(regression.questionId),
    ...(regression.sourceId ? [escapeCode(regression.sourceId)] : []),
    regression.split === "train" ? "train" : "held-out",
    // a deleted section at its place before the change, anything else at head
    place ? `${CAUSE_LABELS[regression.cause]} at ${escapeCode(formatLocation(place))}` : CAUSE_LABELS[regression.cause],
    formatRanks(regression, options.runDepth),
  ];
  return listItem(facts, regression.question, regression.message);
}

/** One stale label of a pull request as a list item likewise: its facts, the question, then what no longer fits and the fix. */
export function renderStaleLabel(label: StaleLabel, options: { runDepth: number }): string {
  const facts = [
    strong(label.questionId),
    ...(label.sourceId ? [escapeCode(label.sourceId), label.split === "train" ? "train" : "held-out"] : []),
    `key ${escapeCode(formatKeyPlace(label))} (${escapeCode(label.key)})`,
    ...(label.location && label.location.path !== label.file ? [`changed at ${escapeCode(formatLocation(label.location))}`] : []),
    formatRanks({ baseRank: label.baseRank, headRank: null }, options.runDepth, "not scored"),
  ];
  return listItem(facts, label.question, `${label.message}. Fix: ${label.hint}`);
}

function listItem(facts: readonly string[], question: string, message: string): string {
  const lines = [`- ${facts.join(" · ")}`];
  if (question.trim() !== "") lines.push(`  ${escapeMarkdown(truncateText(question, MAX_QUESTION))}`);
  const text = escapeProse(truncateText(message, MAX_MESSAGE));
  if (text.trim() !== "") lines.push(`  ${text}`);
  return lines.join("\n");
}

/** Uncovered sections listed under the patch coverage line; past this many they go in a collapsed block. */
const UNCOVERED_INLINE = 10;
/** Most uncovered sections the collapsed list names; the JSON report has them all. */
const UNCOVERED_LISTED = 100;
/** Most drafts the collapsed block shows; `chunkgate suggest` prints them all. */
const DRAFTS_SHOWN = 30;

/** Patch coverage as the comment shows it: the line (uncovered sections under it when few), then collapsed blocks. */
export interface PatchCoverageMarkdown {
  head: string;
  blocks: Array<{ summary: string; body: string; omitted: string }>;
}

/**
 * Patch coverage in Markdown (the line, uncovered sections, drafts), null when no section with text changed. Every `<`
 * in the YAML is `\u003c`, so nothing can end the fence, block or a comment marker, and it pastes back the same.
 */
export function renderPatchCoverageMarkdown(patch: PatchCoverage, goldenSet: string): PatchCoverageMarkdown | null {
  if (patch.sections === 0) return null;
  const gate = patch.patch !== "note" && belowMin(patch) ? ` Below \`coverage.min\` ${percent(patch.min)}: **${patch.patch}**.` : "";
  const line = `**Patch coverage:** ${percent(patch.covered / patch.sections)} · ${patch.covered} of ${plural(patch.sections, "new or changed section")} keyed by a golden-set question.${gate}`;
  const items = patch.uncovered.map(uncoveredItem);
  const inline = items.length > 0 && items.length <= UNCOVERED_INLINE;
  const head = inline ? `${line}\n\n${items.join("\n")}` : line;
  const blocks: PatchCoverageMarkdown["blocks"] = [];
  if (!inline && items.length > 0) {
    const more = items.length - UNCOVERED_LISTED;
    blocks.push({
      summary: `${plural(items.length, "uncovered section")} this change adds or changes`,
      body: [...items.slice(0, UNCOVERED_LISTED), ...(more > 0 ? [`- … ${more} more (see the JSON report)`] : [])].join("\n"),
      omitted: `the list of ${plural(items.length, "uncovered section")}`,
    });
  }
  const drafts = patch.yaml.split(/^(?=- question_id: )/m).filter((entry) => entry !== "");
  if (drafts.length > 0) {
    const yaml = fencedBlock(drafts.slice(0, DRAFTS_SHOWN).join("").replace(/</g, "\\u003c"), "yaml");
    const more = drafts.length > DRAFTS_SHOWN ? ` The first ${DRAFTS_SHOWN} are shown; \`chunkgate suggest\` prints all ${drafts.length}.` : "";
    blocks.push({
      summary: `Drafted questions for ${plural(drafts.length, "uncovered section")}`,
      body: `Offline drafts (\`chunkgate suggest\`): rewrite each question as a reader would ask it, then paste the entries you keep into ${escapeCode(goldenSet)}.${more}\n\n${yaml}`,
      omitted: plural(drafts.length, "drafted question"),
    });
  }
  return { head, blocks };
}

/** `` - `docs/a.md:12` Guide > Install (`docs`) ``. */
function uncoveredItem(section: PatchSection): string {
  const heading = section.headingPath.length > 0 ? ` ${escapeMarkdown(truncateText(section.headingPath.join(" > "), 300))}` : " (text before the first heading)";
  return `- ${escapeCode(`${section.path}:${section.line}`)}${heading} (${escapeCode(section.sourceId)})`;
}
