import { parseRegistry } from "../../config/index.js";
import { resolveSweepGrid } from "../sweep/resolveSweepGrid.js";
import type { SweepGrid } from "../sweep/types.js";
import { formatScalar } from "./formatScalar.js";
import type { YamlMapValue } from "./yamlValue.js";

/**
 * The source's `sweep:` entries that keep a recorded choice's grid: for each list (strategies,
 * sizes, overlaps) that the next `chunkgate sweep` without flags would resolve differently from
 * `grid` once `text` (the registry as record edits it) is in place, that list as a flow sequence;
 * empty when the next sweep measures the same grid anyway.
 *
 * Why: the default grid is centred on the current chunking, so recording a cell moves it, and a
 * second sweep of another grid may find a new best or a new simplest cell. Keeping the grid makes
 * sweep → record → sweep pick the same cell: the choice depends on the cells alone (chooseCell),
 * and the same grid over the same corpus and golden set gives the same cells.
 *
 * @param text The registry text with the recorded chunking in place; `file` names it.
 */
export function recordedGrid(text: string, options: { file: string; sourceId: string; grid: SweepGrid }): YamlMapValue["entries"] {
  const registry = parseRegistry(text, options.file);
  const source = registry.sources.find((s) => s.id === options.sourceId);
  if (source === undefined) throw new Error(`internal: the edited ${options.file} has no source ${options.sourceId}`);
  const next = resolveSweepGrid({ registry, source });
  const entries: Array<[string, { raw: string }]> = [];
  for (const key of ["strategies", "sizes", "overlaps"] as const) {
    const kept = options.grid[key];
    if (!sameList(next[key], kept)) entries.push([key, { raw: `[${kept.map((v: string | number) => formatScalar(v, { flow: true })).join(", ")}]` }]);
  }
  return entries;
}

function sameList(a: readonly (string | number)[], b: readonly (string | number)[]): boolean {
  return a.length === b.length && a.every((v, i) => v === b[i]);
}
