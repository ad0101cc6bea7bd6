import type { ChangedFile } from "../../changes/index.js";
import type { Registry, SourceConfig } from "../../config/index.js";
import { sourceClaims, sourceMatcher } from "../check/sourceMatcher.js";
import type { SkippedSource } from "./types.js";

/** Which sources a pull request touches, and why; the rest are skipped, never silently dropped. */
export interface TouchedSources {
  touched: Array<{ id: string; reason: string }>;
  skipped: SkippedSource[];
  /** Changed Markdown files that no source includes or excludes: documents of a shape nobody registered. */
  unregistered: string[];
}

const MARKDOWN = /\.(md|mdx|markdown)$/i;

/** The sources changed files (head or base path), their registry entries, or the shared settings and golden set touch. */
export function touchedSources(options: {
  head: Registry;
  base: Registry | null;
  changes: readonly ChangedFile[];
  scope: "changed" | "all";
}): TouchedSources {
  const { head, base, changes } = options;
  const changedPaths = new Set(changes.flatMap((c) => [c.path, ...(c.previousPath ? [c.previousPath] : [])]));
  const everything =
    options.scope === "all"
      ? "scope: all"
      : changedPaths.has(head.file) && (!base || sharedSettings(base) !== sharedSettings(head))
        ? `${head.file} changed its shared settings`
        : changedPaths.has(head.questions) || (base !== null && changedPaths.has(base.questions))
          ? `${head.questions} changed`
          : null;
  const matchers = new Map(head.sources.map((s) => [s.id, sourceMatcher(s)]));
  const touched: TouchedSources["touched"] = [];
  const skipped: SkippedSource[] = [];
  for (const source of head.sources) {
    const matches = [...changedPaths].filter(matchers.get(source.id)!).sort();
    const before = base?.sources.find((s) => s.id === source.id);
    const entryChanged = changedPaths.has(head.file) && (!before || entryOf(before) !== entryOf(source));
    const reason =
      everything ??
      (entryChanged
        ? before
          ? `its entry in ${head.file} changed`
          : `it is new in ${head.file}`
        : matches.length > 0
          ? `${matches[0]} changed${matches.length > 1 ? ` (+${matches.length - 1} more)` : ""}`
          : null);
    if (reason) touched.push({ id: source.id, reason });
    else skipped.push({ id: source.id, reason: "no changed file matches its globs" });
  }
  const claimed = sourceClaims(head.sources);
  const unregistered = changes
    .filter((c) => c.status !== "removed" && MARKDOWN.test(c.path))
    .map((c) => c.path)
    .filter((path) => !claimed(path))
    .sort();
  return { touched, skipped, unregistered };
}

function entryOf(source: SourceConfig): string {
  return JSON.stringify({ include: source.include, exclude: source.exclude, chunking: source.chunking, baseline: source.baseline && { ...source.baseline, line: undefined } });
}

function sharedSettings(registry: Registry): string {
  const { retriever, k, runDepth, split, noise, overfitMargin, requireBaseline, questions } = registry;
  return JSON.stringify({ retriever, k, runDepth, split, noise, overfitMargin, requireBaseline, questions });
}
