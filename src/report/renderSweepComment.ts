import { headMarker, sweepCommentMarker } from "./commentMarkers.js";
import { escapeCode, escapeHtml, escapeProse } from "./escape.js";
import { formatCount, plural } from "../formatCount.js";
import { renderLabelProblems } from "./renderCheck.js";
import { recallWithCounts, strong, truncateText } from "./format.js";
import { renderSweepMarkdown } from "./renderSweep.js";
import type { PullRequestSweepReport, SweepReport } from "../usecases/index.js";
import { cutUntilFits, shrinkToFit } from "./cutUntilFits.js";
import { heldOutCell } from "./describe.js";

/** Where the body goes: how long it may be, and how to name what is left out and where to read it. */
export interface SweepCommentLimits {
  /** In UTF-16 code units. */
  maxLength: number;
  /** The limit, as the "left out" notes name it ("GitHub's comment size limit"). */
  limit: string;
  /** Where the parts left out can be read ("the job summary and the sweep JSON"). */
  elsewhere: string;
}

/** How many source ids a sentence names before "and N more". */
const LISTED_IDS = 10;
/** Longest reason or error message shown, in characters (the JSON has them whole). */
const TEXT_MAX = 500;

/**
 * The sweep comment and job summary body for one registry, never longer than `limits.maxLength` UTF-16 code
 * units: whole sources go first, from the last, each still named with its choice; markers and title never do.
 */
export function renderSweepComment(report: PullRequestSweepReport, limits: SweepCommentLimits): string {
  const head = [`${sweepCommentMarker(report.registryPath)}\n${headMarker(report.headSha)}`, `## chunkgate sweep: ${escapeCode(report.registryPath)}`, intro(report)];
  const errors = report.errors.map((e) => `${strong(e.sourceId)}: ${escapeProse(truncateText(e.message, TEXT_MAX))}`);
  const sweeps = report.sweeps.map((sweep) => ({ block: renderSweepMarkdown(sweep).trimEnd(), line: choiceLine(sweep) }));
  const n = report.labelProblems.length;
  const staleAlert = `> [!CAUTION]\n> ${n === 1 ? "One golden-set label no longer fits" : `${n} golden-set labels no longer fit`} the corpus, so ${report.sweeps.length === 1 ? "this sweep ranks its" : "these sweeps rank their"} cells on the questions that still fit. Fix the ${n === 1 ? "label" : "labels"} before trusting a choice.`;
  const staleDetails = n === 0 ? "" : `<details>\n<summary>${escapeHtml(`Stale labels (${n})`)}</summary>\n\n${renderLabelProblems(report.labelProblems)}\n\n</details>`;
  const footerBlock = footer(report);
  const cut = { sweeps: sweeps.length, lines: sweeps.length, staleDetails: true, errors: errors.length, footer: true };
  const assemble = (): string => {
    const blocks = [...head];
    if (errors.length > 0) {
      const hidden = errors.length - cut.errors;
      const rest = cut.errors > 0 ? `… and ${hidden} more` : "… not listed here";
      const items = [...errors.slice(0, cut.errors), ...(hidden > 0 ? [`${rest} (see the step's log and the sweep JSON)`] : [])];
      blocks.push(["> [!CAUTION]", `> ${errors.length === 1 ? "One source" : `${errors.length} sources`} could not be swept:`, ...items.map((item) => `> - ${item}`)].join("\n"));
    }
    if (n > 0) blocks.push(staleAlert);
    if (n > 0 && cut.staleDetails) blocks.push(staleDetails);
    blocks.push(...sweeps.slice(0, cut.sweeps).map((s) => s.block));
    const hidden = sweeps.slice(cut.sweeps);
    if (hidden.length > 0) {
      const more = cut.sweeps > 0 ? "more " : "";
      const lines = hidden.slice(0, cut.lines).map((s) => s.line);
      const rest = hidden.length - lines.length;
      const note = `… ${hidden.length} ${more}swept source${hidden.length === 1 ? "" : "s"} not shown here, to stay under ${limits.limit}; their tables are in ${limits.elsewhere}.`;
      const list = [...lines, ...(rest > 0 ? [`- … and ${rest} more`] : [])];
      blocks.push(list.length > 0 ? `${note} The choice of each:\n\n${list.join("\n")}` : note);
    }
    if (n > 0 && !cut.staleDetails) blocks.push(`… The list of stale labels is left out to stay under ${limits.limit} (see ${limits.elsewhere}).`);
    if (cut.footer) blocks.push(footerBlock);
    return blocks.join("\n\n") + "\n";
  };
  const fits = () => assemble().length <= limits.maxLength;
  // whole sources first, then the stale labels, the lines naming those sources' choices, the errors and the footer
  const steps = [
    () => shrinkToFit(cut, "sweeps", sweeps.length - 1, fits),
    () => (cut.staleDetails = false),
    () => shrinkToFit(cut, "lines", sweeps.length - cut.sweeps, fits),
    () => shrinkToFit(cut, "errors", errors.length, fits),
    () => (cut.footer = false),
  ];
  if (cutUntilFits(fits, steps)) return assemble();
  const minimal = `${head[0]}\n\n${head[1]}\n`;
  return minimal.length <= limits.maxLength ? minimal : `${head[0]}\n`;
}

function intro(report: PullRequestSweepReport): string {
  const sentences: string[] = [];
  sentences.push(
    report.trigger.by === "label"
      ? `Asked for with the label ${escapeCode(report.trigger.label)}: this pull request is swept on every push until the label is removed.`
      : "Asked for with `mode: sweep`.",
  );
  sentences.push(
    `Each source is measured at head ${escapeCode(report.headSha.slice(0, 7))} at every cell of its grid (the registry's \`sweep:\` blocks, else the default grid around its current chunking), on the train split only; the held-out split is scored once, for the chosen cell.`,
  );
  if (report.everySource) {
    sentences.push(`This pull request touches no source of the registry, so every source is swept: ${idList(report.sources.map((s) => s.id))}.`);
  } else {
    const listed = report.sources.slice(0, LISTED_IDS).map((s) => `${strong(s.id)} (${escapeProse(truncateText(s.reason, TEXT_MAX))})`);
    const more = report.sources.length - listed.length;
    // The reasons say why each source counts ("docs/a.md changed", "scope: all"), so the sentence itself claims nothing more.
    sentences.push(`Swept: ${listed.join("; ")}${more > 0 ? `; and ${more} more` : ""}.`);
  }
  if (report.skipped.length > 0) {
    const n = report.skipped.length;
    sentences.push(`Not swept, because this pull request does not touch ${n === 1 ? "it" : "them"}: ${idList(report.skipped.map((s) => s.id))} (\`scope: all\` sweeps every source).`);
  }
  return sentences.join(" ");
}

function idList(ids: readonly string[]): string {
  const listed = ids.slice(0, LISTED_IDS).map((id) => strong(id));
  const more = ids.length - listed.length;
  return `${listed.join(", ")}${more > 0 ? ` and ${more} more` : ""}`;
}

/** One line for a source whose section did not fit: its choice and what it scored. */
function choiceLine(sweep: SweepReport): string {
  const choice = sweep.choice;
  if (!choice) return `- ${strong(sweep.source)}: no cell chosen`;
  const cell = sweep.cells.find((c) => c.name === choice.cell);
  const k = sweep.settings.k;
  const train = cell ? `, train recall@${k} ${recallWithCounts(cell.train)} at ${formatCount(cell.train.contextTokensPerQuery)} context tokens per query` : "";
  const guarded = heldOutCell(choice);
  const heldOut = choice.heldOut.questions === 0 ? "" : `, held-out ${guarded ?? recallWithCounts(choice.heldOut)}`;
  return `- ${strong(sweep.source)}: ${escapeCode(choice.cell)} chosen${train}${heldOut}${choice.overfit ? " (held-out well below train: the choice may be noise)" : ""}`;
}

function footer(report: PullRequestSweepReport): string {
  const cells = report.sweeps.reduce((sum, s) => sum + s.cells.length, 0);
  return `<sub>chunkgate sweep · head ${escapeCode(report.headSha.slice(0, 7))} · ${escapeCode(report.registryPath)} · ${plural(report.sweeps.length, "source")} swept · ${formatCount(cells)} cell${cells === 1 ? "" : "s"}</sub>`;
}
