import type { SkippedSource } from "./types.js";
import type { Registry } from "../../config/index.js";

/** Which sources a sweep measures, and why. */
export interface SweepSources {
  /** The sources to sweep, in registry order, each with why. */
  sources: Array<{ id: string; reason: string }>;
  /** True when the pull request touches no source, so every source is swept. */
  everySource: boolean;
  /** Sources left out because the pull request does not touch them (empty when every source is swept). */
  skipped: SkippedSource[];
}

/** The reason given for each source when the pull request touches none. */
export const EVERY_SOURCE_REASON = "the pull request touches no source, and a sweep was asked for";

/**
 * The sources to sweep: the ones the pull request touches (as check mode decides, `scope`
 * included), or, when it touches none, every source of the registry, since a sweep was asked for
 * explicitly and an empty comment would answer nothing. Registry order either way.
 */
export function sweepSources(registry: Registry, scope: { touched: ReadonlyArray<{ id: string; reason: string }>; skipped: readonly SkippedSource[] }): SweepSources {
  if (scope.touched.length > 0) return { sources: [...scope.touched], everySource: false, skipped: [...scope.skipped] };
  return { sources: registry.sources.map((s) => ({ id: s.id, reason: EVERY_SOURCE_REASON })), everySource: true, skipped: [] };
}
