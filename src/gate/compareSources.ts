import type { ChunkingParams } from "../chunking/index.js";
import { findKeyLine, type Baseline, type SourceConfig } from "../config/index.js";
import { baselineDigest } from "./baselineDigest.js";
import type { BaselineChange, RegistrySide } from "./baselineChange.js";

const EPSILON = 1e-12;

/**
 * Per-source changes: a source or baseline removed, a recall lowered (by a fresh `record` too), a
 * digest that stops matching, and chunking changed while `measured_on` and `digest` stayed.
 */
export function compareSources(base: RegistrySide, head: RegistrySide): BaselineChange[] {
  const changes: BaselineChange[] = [];
  const headFile = head.registry.file;
  head.registry.sources.forEach((source, index) => {
    const before = base.registry.sources.find((s) => s.id === source.id);
    if (before === undefined) return;
    const at = (path: Array<string | number>, fallback: number | undefined) => ({ file: headFile, line: (head.text === undefined ? undefined : findKeyLine(head.text, ["sources", index, ...path])) ?? fallback ?? source.line ?? 1, side: "head" as const });
    const bb = before.baseline;
    const hb = source.baseline;
    const key = `sources[${source.id}]`;
    if (bb !== null && hb === null) {
      changes.push({ kind: "baseline-removed", sourceId: source.id, key: `${key}.baseline`, before: describe(bb), after: null, at: at([], source.line), needsApproval: true, sentence: `The baseline of ${source.id} (${describe(bb)}) is removed: the source no longer gates on a recorded recall.` });
    }
    if (bb !== null && hb !== null) {
      if (hb.recall < bb.recall - EPSILON) {
        changes.push({ kind: "recall-lowered", sourceId: source.id, key: `${key}.baseline.recall`, before: String(bb.recall), after: String(hb.recall), at: at(["baseline", "recall"], hb.line), needsApproval: true, sentence: `The train recall baseline of ${source.id} is lowered from ${bb.recall} to ${hb.recall}.` });
      }
      if (bb.heldOutRecall !== null && (hb.heldOutRecall === null || hb.heldOutRecall < bb.heldOutRecall - EPSILON)) {
        const after = hb.heldOutRecall === null ? null : String(hb.heldOutRecall);
        const what = after === null ? "is removed" : `is lowered from ${bb.heldOutRecall} to ${after}`;
        changes.push({ kind: "held-out-recall-lowered", sourceId: source.id, key: `${key}.baseline.held_out_recall`, before: String(bb.heldOutRecall), after, at: at(after === null ? ["baseline"] : ["baseline", "held_out_recall"], hb.line), needsApproval: true, sentence: `The held-out recall baseline of ${source.id} ${what}.` });
      }
    }
    const fresh = hb !== null && (bb === null || hb.measuredOn !== bb.measuredOn || hb.digest !== bb.digest);
    const chunkingChanged = formatChunking(before.chunking) !== formatChunking(source.chunking);
    if (hb !== null && !fresh && chunkingChanged) {
      const first = firstChangedKey(before.chunking, source.chunking);
      changes.push({ kind: "chunking-changed", sourceId: source.id, key: `${key}.chunking`, before: formatChunking(before.chunking), after: formatChunking(source.chunking), at: at(["chunking", first], source.line), needsApproval: false, sentence: `The chunking of ${source.id} changed (${formatChunking(before.chunking)} → ${formatChunking(source.chunking)}) but its baseline was not measured again: this check measures the new chunking against the old baseline.` });
    }
    const mismatch = hb === null ? null : digestChange(before, source);
    if (mismatch !== null) changes.push({ ...mismatch, at: at(["baseline", mismatch.after === null ? "measured_on" : "digest"], hb?.line) });
  });
  for (const before of base.registry.sources) {
    if (head.registry.sources.some((s) => s.id === before.id)) continue;
    const had = before.baseline === null ? "" : ` with its baseline (${describe(before.baseline)})`;
    changes.push({
      kind: "source-removed",
      sourceId: before.id,
      key: `sources[${before.id}]`,
      before: before.baseline === null ? "no baseline" : describe(before.baseline),
      after: null,
      at: { file: base.registry.file, line: before.line ?? 1, side: "base" },
      needsApproval: before.baseline !== null,
      sentence: `The source ${before.id} is removed${had}: its documents are no longer gated by it.`,
    });
  }
  return changes;
}

/**
 * A digest problem this pull request introduced: a head digest that does not match (unless it did not
 * at base either, or the chunking change alone explains it), or a removed digest.
 */
function digestChange(before: SourceConfig, after: SourceConfig): Omit<BaselineChange, "at"> | null {
  const hb = after.baseline!;
  const bb = before.baseline;
  const key = `sources[${after.id}].baseline.digest`;
  if (hb.digest === undefined) {
    if (bb?.digest === undefined) return null;
    return { kind: "digest-mismatch", sourceId: after.id, key, before: bb.digest, after: null, needsApproval: true, sentence: `The digest of ${after.id}'s baseline is removed, so edits to it can no longer be detected: measure it again with chunkgate record.` };
  }
  const computed = baselineDigest({ sourceId: after.id, chunking: after.chunking, baseline: hb });
  if (hb.digest === computed) return null;
  if (hb.digest === baselineDigest({ sourceId: after.id, chunking: before.chunking, baseline: hb })) return null; // only the chunking moved: reported as chunking-changed
  // the same digest over the same values was already wrong at base: not this pull request's edit (the check reports it)
  if (bb !== null && bb.digest === hb.digest && baselineDigest({ sourceId: before.id, chunking: before.chunking, baseline: bb }) === computed) return null;
  return { kind: "digest-mismatch", sourceId: after.id, key, before: bb?.digest ?? null, after: hb.digest, needsApproval: true, sentence: `The baseline of ${after.id} was edited after it was measured: its digest no longer matches its values.` };
}

/** `structural 120/20 words` (plus the header and tokenizer when not the defaults). */
function formatChunking(c: ChunkingParams): string {
  const extras = [c.contextHeader ? "" : "no context header", c.unit === "tokens" ? c.tokenizer : ""].filter((e) => e !== "");
  return `${c.strategy} ${c.size}/${c.overlap} ${c.unit}${extras.length > 0 ? ` (${extras.join(", ")})` : ""}`;
}

function firstChangedKey(a: ChunkingParams, b: ChunkingParams): string {
  const keys: Array<[keyof ChunkingParams, string]> = [["strategy", "strategy"], ["unit", "unit"], ["size", "size"], ["overlap", "overlap"], ["contextHeader", "context_header"], ["tokenizer", "tokenizer"]];
  return keys.find(([field]) => a[field] !== b[field])?.[1] ?? "strategy";
}

/** `recall 0.91 on 2026-11-03`: how a baseline is named in a sentence. */
function describe(b: Baseline): string {
  const held = b.heldOutRecall === null ? "" : `, held-out ${b.heldOutRecall}`;
  return `recall ${b.recall}${held}, measured on ${b.measuredOn}${b.digest === undefined ? "" : ` (${b.digest.slice(0, 15)}…)`}`;
}
