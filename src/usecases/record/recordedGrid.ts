import { parseRegistry } from "../../config/index.js";
import { resolveSweepGrid } from "../sweep/resolveSweepGrid.js";
import type { SweepGrid } from "../sweep/types.js";
import { formatScalar } from "./formatScalar.js";
import type { YamlMapValue } from "./yamlValue.js";

/**
 * The `sweep:` lists that the next sweep of edited `text` would otherwise resolve differently from
 * `grid`. The default grid is centred on the current chunking, so recording a cell moves it; keeping
 * the grid makes sweep → record → sweep pick the same cell.
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
