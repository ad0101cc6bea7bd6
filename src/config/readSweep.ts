import type { SweepConfig } from "./types.js";
import { check, type Check } from "./check.js";
import { allRead, type Entry, type Scope, type YamlReader } from "./yamlReader.js";

/** The keys `sweep:` takes. */
export const SWEEP_KEYS = ["sizes", "overlaps", "strategies", "choice_band"] as const;

const SIZE = check.integer({ min: 1 });

/** Below 1 a share of the size, from 1 up a whole count: a unit cannot be split, and 1 or more is never a share. */
const OVERLAP: Check<number> = {
  expected: "a ratio of the size from 0 up to (not including) 1, or a whole count of at least 1",
  example: "0.1",
  accept: (value) => (typeof value === "number" && Number.isFinite(value) && value >= 0 && (value < 1 || Number.isInteger(value)) ? value : undefined),
  advise: (value) =>
    typeof value === "number" && value > 1 && !Number.isInteger(value)
      ? `from 1 up an overlap is a whole count in the source's unit: write \`${Math.floor(value)}\`, or a ratio below 1 such as \`0.1\``
      : undefined,
};

const STRATEGY: Check<string> = { ...check.text(), example: "structural" };

const CHOICE_BAND: Check<number> = { ...check.integer({ min: 0 }), example: "2" };

/** A `sweep:` block (top level or per source), null when absent or empty; a key left out is null. */
export function readSweep(reader: YamlReader, entries: Map<string, Entry>, scope: Scope): SweepConfig | null | undefined {
  const block = reader.block(entries, "sweep", scope, { known: SWEEP_KEYS, example: "{ sizes: [60, 120, 240], overlaps: [0, 0.1, 0.25] }" });
  if (block === undefined) return undefined;
  if (!block.present) return null;
  const sizes = readList(reader, block.entries, { key: "sizes", scope: block.scope, check: SIZE, example: "[60, 120, 240]" });
  const overlaps = readList(reader, block.entries, { key: "overlaps", scope: block.scope, check: OVERLAP, example: "[0, 0.1, 0.25]" });
  const strategies = readList(reader, block.entries, { key: "strategies", scope: block.scope, check: STRATEGY, example: "[structural, fixed]" });
  const choiceBand = reader.optional(block.entries, "choice_band", block.scope, CHOICE_BAND);
  return allRead({ sizes, overlaps, strategies, choiceBand, line: block.scope.line });
}

/** One optional list of the block: `null` when absent, `undefined` when a problem was recorded. */
function readList<T>(
  reader: YamlReader,
  entries: Map<string, Entry>,
  spec: { key: string; scope: Scope; check: Check<T>; example: string },
): T[] | null | undefined {
  const entry = entries.get(spec.key);
  if (entry === undefined) return null;
  const example = `${spec.key}: ${spec.example}`;
  const empty = ["must list at least one value", `write it like \`${example}\`, or remove it to use the default`] as const;
  return reader.listOf(entry, { scope: spec.scope, label: `${spec.scope.path}${spec.key}`, check: spec.check, example, empty });
}
