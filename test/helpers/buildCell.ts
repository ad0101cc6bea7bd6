import { cellName } from "../../src/usecases/sweep/planCells.js";
import type { SweepCell } from "../../src/usecases/sweep/types.js";

/**
 * A measured cell built directly, for tests of the choice rule and the renderers: `hits` of
 * `questions` train questions (22 by default, as fixtures/policies has), the given context tokens,
 * stored tokens and chunks (by default stored tokens / size), everything else plausible.
 */
export function buildCell(spec: { size: number; overlap?: number; strategy?: string; hits: number; questions?: number; context?: number; stored?: number; chunks?: number }): SweepCell {
  const questions = spec.questions ?? 22;
  const params = { strategy: spec.strategy ?? "structural", size: spec.size, overlap: spec.overlap ?? 0 };
  const stored = spec.stored ?? 15_000;
  return {
    ...params,
    name: cellName(params),
    overlapSpec: params.overlap,
    train: {
      questions,
      hits: spec.hits,
      recall: spec.hits / questions,
      mrr: spec.hits / questions / 1.5,
      precision: spec.hits / questions / 3,
      contextTokensPerQuery: spec.context ?? spec.size * 3,
    },
    cost: { chunks: spec.chunks ?? Math.round(stored / spec.size), storedTokens: stored, fold: stored / 13_702 },
    integrity: {
      blocks: { total: 200, whole: 150 },
      byKind: { paragraph: { total: 120, whole: 90 }, "list-item": { total: 60, whole: 45 }, table: { total: 15, whole: 12 }, code: { total: 5, whole: 3 } },
      spans: { total: 16, whole: 14 },
    },
  };
}
