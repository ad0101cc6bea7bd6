import { formatCount } from "../../src/formatCount.js";
import type { KendallTau } from "./kendallTauB.js";
import type { DraftComparison, SelfRetrieval } from "./measureDrafts.js";

/**
 * The authoring benchmark's Markdown: one table row per corpus, source and generator comparing the
 * real questions' sweep with the drafts' (τ-b of the rankings of cells by recall@k and by MRR, the
 * range of recall@k over the cells, the real questions' τ-b half against half, each sweep's choice,
 * self-retrieval), then one row per shared
 * corpus with drafts only. A τ-b that is undefined (one side ties every cell, so it ranks nothing)
 * is written as such, with the pairs each side ties, never as a number. Deterministic.
 */
export function renderAuthoringTables(options: { comparisons: ReadonlyArray<{ corpus: string; comparison: DraftComparison }>; selfRetrieval: ReadonlyArray<{ corpus: string; result: SelfRetrieval }> }): string {
  const lines: string[] = [];
  if (options.comparisons.length > 0) {
    lines.push(
      "| corpus | source | generator | real questions | sections they key | drafts | cells | recall@k over the cells, real | recall@k over the cells, drafts | τ-b by recall@k | τ-b by MRR | τ-b by recall@k, half of the real questions against the other half | choice, real | choice, drafts | drafts' own section in the top k |",
      "| --- | --- | --- | ---: | ---: | ---: | ---: | --- | --- | --- | --- | --- | --- | --- | ---: |",
    );
    for (const { corpus, comparison: c } of options.comparisons) {
      lines.push(
        row([
          corpus,
          c.source,
          c.generator,
          String(c.questions),
          String(c.targets),
          draftCount(c),
          String(c.cells.length),
          range(c.recall.real),
          range(c.recall.drafts),
          tauText(c.tau.recall),
          tauText(c.tau.mrr),
          halvesText(c.halves),
          `\`${c.choice.real}\``,
          `\`${c.choice.drafts}\``,
          share(c),
        ]),
      );
    }
  }
  if (options.selfRetrieval.length > 0) {
    if (lines.length > 0) lines.push("");
    lines.push("| corpus | source | generator | sections | drafted for (sample) | drafts | drafts' own section in the top k |", "| --- | --- | --- | ---: | ---: | ---: | ---: |");
    for (const { corpus, result: r } of options.selfRetrieval) lines.push(row([corpus, r.source, r.generator, formatCount(r.sections), formatCount(r.targets), draftCount(r), share(r)]));
  }
  return lines.length === 0 ? "" : `${lines.join("\n")}\n`;
}

function row(cells: readonly string[]): string {
  return `| ${cells.map((c) => c.replace(/\|/g, "\\|")).join(" | ")} |`;
}

function draftCount(r: SelfRetrieval): string {
  return r.dropped === 0 ? formatCount(r.drafts.length) : `${formatCount(r.drafts.length)} (${formatCount(r.dropped)} dropped)`;
}

/** `20/21 = 0.952 at k=3`: hits over drafts at the registry's chunking. */
function share(r: SelfRetrieval): string {
  return `${r.atRegistry.hits}/${r.atRegistry.questions} = ${r.atRegistry.recall.toFixed(3)} at k=${r.k}`;
}

function range(values: readonly number[]): string {
  const low = Math.min(...values);
  const high = Math.max(...values);
  return low === high ? `${low.toFixed(3)} in every cell` : `${low.toFixed(3)}–${high.toFixed(3)}`;
}

function tauText(t: KendallTau): string {
  if (t.tau !== null) return `${t.tau.toFixed(2)} (${t.concordant} concordant, ${t.discordant} discordant of ${t.pairs} pairs)`;
  return `undefined: ties ${t.tiedX} (real) and ${t.tiedY} (drafts) of ${t.pairs} pairs`;
}

/** `median 0.52, 0.21–0.80 (18 of 20 halvings; 2 undefined)`: the spread of τ-b between random halves of the real questions. */
function halvesText(halves: DraftComparison["halves"]): string {
  if (halves.length === 0) return "not measured";
  const taus = halves.flatMap((h) => (h.tau.tau === null ? [] : [h.tau.tau])).sort((a, b) => a - b);
  const undefinedCount = halves.length - taus.length;
  if (taus.length === 0) return `undefined in all ${halves.length} halvings`;
  const mid = taus.length / 2;
  const median = taus.length % 2 === 1 ? taus[Math.floor(mid)]! : (taus[mid - 1]! + taus[mid]!) / 2;
  const [one, other] = halves[0]!.questions;
  return `median ${median.toFixed(2)}, ${taus[0]!.toFixed(2)}–${taus[taus.length - 1]!.toFixed(2)} (${one} and ${other} questions; ${taus.length} of ${halves.length} halvings${undefinedCount > 0 ? `, ${undefinedCount} undefined` : ""})`;
}
