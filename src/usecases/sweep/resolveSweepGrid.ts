import { getChunker, type ChunkingParams } from "../../chunking/index.js";
import { REGISTRY_DEFAULTS, type Registry, type SourceConfig, type SweepConfig } from "../../config/index.js";
import { UserError } from "../../errors.js";
import type { SweepGrid } from "./types.js";
import { resolveOverlap } from "./planCells.js";

/** Grid lists given on the command line; each one left out falls back to the registry, then the default. */
export interface GridFlags {
  /** Sizes in the source's unit, integers ≥ 1 (`--sizes`). */
  sizes?: readonly number[];
  /** Below 1 a ratio of the size, from 1 up a whole count in the unit (`--overlaps`). */
  overlaps?: readonly number[];
  /** Chunker names, in tie-break order (`--strategies`). */
  strategies?: readonly string[];
}

/** The grid of one sweep, list by list: a flag, else the source's `sweep:`, the registry's, the default. */
export function resolveSweepGrid(options: { registry: Registry; source: SourceConfig; flags?: GridFlags }): SweepGrid {
  const { registry, source } = options;
  const flags = options.flags ?? {};
  const fallback = defaultSweepGrid(source.chunking);
  const sizes = flags.sizes ?? source.sweep?.sizes ?? registry.sweep?.sizes ?? fallback.sizes;
  const overlaps = flags.overlaps ?? source.sweep?.overlaps ?? registry.sweep?.overlaps ?? fallback.overlaps;
  const strategies = flags.strategies ?? source.sweep?.strategies ?? registry.sweep?.strategies ?? fallback.strategies;
  // where the strategies came from, so a bad name is reported at its registry line or as a flag
  const from: Origin = flags.strategies ? "flag" : source.sweep?.strategies ? source.sweep : registry.sweep?.strategies ? registry.sweep : "default";
  const line = typeof from === "object" ? from.line : from === "default" ? source.line : undefined;
  for (const name of strategies) checkStrategy(name, from, { file: registry.file, line });
  const grid = {
    strategies: [...new Set(strategies)],
    sizes: [...new Set(sizes)].sort((a, b) => a - b),
    overlaps: [...new Set(overlaps)].sort((a, b) => a - b),
  };
  const cells = grid.strategies.length * grid.sizes.length * grid.overlaps.length;
  const limit = registry.limits?.sweepCells ?? REGISTRY_DEFAULTS.limits.sweepCells;
  if (cells <= limit) return grid;
  throw new UserError(
    `the sweep of \`${source.id}\` has ${cells} cells (${grid.strategies.length} strategies × ${grid.sizes.length} sizes × ${grid.overlaps.length} overlaps), more than the limit of ${limit} (\`limits.sweep_cells\`)`,
    { file: registry.file, hint: `sweep fewer strategies, sizes or overlaps, or raise \`limits.sweep_cells\` in ${registry.file}` },
  );
}

type Origin = SweepConfig | "flag" | "default";

function checkStrategy(name: string, from: Origin, registryLine: { file: string; line: number | undefined }): void {
  const where = from === "flag" ? {} : registryLine;
  if (name === "page") {
    throw new UserError("`page` cannot be swept: it makes one chunk per document whatever the size and overlap", {
      ...where,
      hint: from === "default" ? "the source uses `page`: pass --strategies with strategies that take a size, e.g. --strategies structural" : "remove `page` from the sweep's strategies",
    });
  }
  try {
    getChunker(name, where);
  } catch (error) {
    if (!(error instanceof UserError)) throw error;
    const known = error.hint?.replace(/^set chunking\.strategy to /, "") ?? "";
    if (from === "flag") throw new UserError(`--strategies: ${error.message}`, { hint: `use ${known}` });
    throw new UserError(`sweep: ${error.message}`, { ...where, hint: `list in \`sweep.strategies\` ${known}` });
  }
}

/** The grid a sweep measures when none is named: the current strategy at sizes around the current one; the current chunking is a cell. */
export function defaultSweepGrid(chunking: ChunkingParams): SweepGrid {
  // half, the same, twice and four times the size; overlaps of none, 10 % and 25 % of it
  const sizes = [...new Set([0.5, 1, 2, 4].map((f) => Math.max(1, Math.round(chunking.size * f))))].sort((a, b) => a - b);
  const overlaps = [0, 0.1, 0.25];
  const reached = overlaps.some((ratio) => resolveOverlap(ratio, chunking.size) === chunking.overlap);
  if (!reached) overlaps.push(chunking.overlap);
  return { strategies: [chunking.strategy], sizes, overlaps: [...new Set(overlaps)].sort((a, b) => a - b) };
}
