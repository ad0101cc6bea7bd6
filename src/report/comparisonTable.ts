import type { RetrieverComparison } from "../usecases/index.js";
import { heldOutCell } from "./describeBaseline.js";

/** The comparison as formatted strings, shared by the text and Markdown renderers. */
export interface ComparisonTable {
  /** `cell`, then one column per retriever. */
  header: string[];
  /** One row per cell of the grid: its name, then each retriever's `recall (hits/questions) · MRR`. */
  rows: string[][];
  /** Per retriever: its identity, its chosen cell, that cell's train and held-out recall. */
  choices: Array<{ kind: string; identity: string; cell: string | null; train: string; heldOut: string }>;
}

/**
 * Train recall@k and MRR of every cell under every retriever, side by side, in grid order (all
 * sweeps of a comparison share it), and each retriever's choice with its held-out score.
 */
export function comparisonTable(comparison: RetrieverComparison): ComparisonTable {
  const { sweeps } = comparison;
  const kinds = sweeps.map((s) => kindOf(s.settings.retriever));
  const names = sweeps[0]?.cells.map((c) => c.name) ?? [];
  const rows = names.map((name) => [
    name,
    ...sweeps.map((sweep) => {
      const cell = sweep.cells.find((c) => c.name === name);
      return cell ? `${cell.train.recall.toFixed(3)} (${cell.train.hits}/${cell.train.questions}) · ${cell.train.mrr.toFixed(3)}` : "–";
    }),
  ]);
  const choices = sweeps.map((sweep, i) => {
    const chosen = sweep.choice ? sweep.cells.find((c) => c.name === sweep.choice!.cell) : undefined;
    const held = sweep.choice?.heldOut;
    return {
      kind: kinds[i]!,
      identity: sweep.settings.retriever,
      cell: chosen?.name ?? null,
      train: chosen ? `${chosen.train.recall.toFixed(3)} (${chosen.train.hits}/${chosen.train.questions})` : "–",
      heldOut: held && held.questions > 0 ? (heldOutCell(sweep.choice!) ?? `${held.recall.toFixed(3)} (${held.hits}/${held.questions})`) : "–",
    };
  });
  const k = sweeps[0]?.settings.k ?? 0;
  return { header: ["cell", ...kinds.map((kind) => `${kind} recall@${k} · MRR`)], rows, choices };
}

/** `embeddings` from `embeddings(host=…)`: the name before the parameters. */
function kindOf(identity: string): string {
  const open = identity.indexOf("(");
  return open === -1 ? identity : identity.slice(0, open);
}
