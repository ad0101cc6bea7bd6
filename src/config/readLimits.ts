import { check } from "./check.js";
import { REGISTRY_DEFAULTS } from "./registryDefaults.js";
import type { Limits } from "./types.js";
import type { Entry, Scope, YamlReader } from "./yamlReader.js";

const DEFAULTS = REGISTRY_DEFAULTS.limits;
const KEYS = ["overlap_repeat", "questions", "sweep_cells", "chunks"] as const;

/** The `limits:` block, defaults applied. Undefined exactly when it recorded a problem. */
export function readLimits(reader: YamlReader, top: Map<string, Entry>, scope: Scope): Limits | undefined {
  const block = reader.block(top, "limits", scope, { known: KEYS, example: "{ overlap_repeat: 4, questions: 20000, sweep_cells: 1000, chunks: 2000000 }" });
  if (block === undefined) return undefined;
  if (!block.present) return { ...DEFAULTS };
  const overlapRepeat = reader.scalar(block.entries, "overlap_repeat", block.scope, check.number({ min: 1 }), { default: DEFAULTS.overlapRepeat });
  const questions = reader.scalar(block.entries, "questions", block.scope, check.integer({ min: 1 }), { default: DEFAULTS.questions });
  const sweepCells = reader.scalar(block.entries, "sweep_cells", block.scope, check.integer({ min: 1 }), { default: DEFAULTS.sweepCells });
  const chunks = reader.scalar(block.entries, "chunks", block.scope, check.integer({ min: 1 }), { default: DEFAULTS.chunks });
  if (overlapRepeat === undefined || questions === undefined || sweepCells === undefined || chunks === undefined) return undefined;
  return { overlapRepeat, questions, sweepCells, chunks };
}
