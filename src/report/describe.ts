import { type HeldOutLook, RELABEL_BASE_COMMAND, RELABEL_COMMAND, relabelFix, type SourceReport } from "../usecases/index.js";
import { plural } from "../formatCount.js";
import type { LabelProblem } from "../evaluation/index.js";

/** How a source's baseline was measured, in one sentence without a final period, from what it records; null without one. */
export function describeBaseline(source: SourceReport): string | null {
  const b = source.baseline;
  if (b === null) return null;
  const heldOut = b.heldOutRecall === null ? "" : `; held-out ${b.heldOutRecall.toFixed(3)}${b.questions ? ` on ${plural(b.questions.heldOut, "question")}` : ""}`;
  return `Baseline measured ${b.measuredOn}${b.retriever === null ? "" : ` with ${b.retriever}`}${b.k === null ? "" : ` at k=${b.k}`}${heldOut}`;
}

/** The note for a baseline that lacks keys `chunkgate record` writes: what it costs and the command; null when none. */
export function describeMissingBaseline(source: SourceReport): string | null {
  const missing = source.baselineMissing;
  if (missing.length === 0) return null;
  const keys = missing.map((key) => `\`${key}\``);
  const list = keys.length === 1 ? keys[0]! : `${keys.slice(0, -1).join(", ")} and ${keys.at(-1)!}`;
  return (
    `The baseline records no ${list}; it gates as it is, but a baseline measured with another retriever, at another k or on a much smaller corpus cannot be flagged. ` +
    `\`chunkgate record --source ${source.id} --write\` measures the source again and writes them.`
  );
}

/** What a report says of a source's baseline besides the verdict: band, detection, an unmeasured baseline, the look. */
export function describeBaselineHealth(source: SourceReport): string[] {
  const lines: string[] = [];
  const noise = source.noise;
  if (noise !== null) {
    lines.push(`Noise band (${noise.method}): ${noise.band} ${noise.outcome}`);
    lines.push(`Detection: ${noise.detection.sentence}`);
    if (noise.fallback !== undefined) lines.push(`Method: ${noise.fallback}`);
  } else if (source.detection !== undefined) {
    lines.push(`Detection: ${source.detection.sentence}`);
  }
  if (source.provenance?.status === "unmeasured") lines.push(`Baseline: ${source.provenance.sentence}`);
  if (source.heldOutLook !== null) lines.push(`Held-out: ${describeLook(source.heldOutLook, "chunkgate check --ledger")}`);
  return lines;
}

/** One look at a held-out split in words: what thresholdout showed, how often, and whether the ledger has it. */
export function describeLook(look: HeldOutLook, command: string): string {
  const shown = look.protect === "thresholdout" ? `${look.sentence} ` : "";
  const ledger = look.recorded ? `This look is appended to \`${look.ledger}\`.` : `\`${command}\` records this look in \`${look.ledger}\`.`;
  return `${shown}${look.lookSentence} ${ledger}`;
}

/** The held-out recall cell as thresholdout lets a reader see it; null without thresholdout. */
export function heldOutCell(source: { heldOutLook: HeldOutLook | null }): string | null {
  const look = source.heldOutLook;
  if (look === null || look.protect === "none") return null;
  if (look.value === null) return "withheld (budget spent)";
  return look.shown === "noisy" ? `${look.value.toFixed(3)} (noisy)` : `${look.value.toFixed(3)} (train, thresholdout)`;
}

/** The sentence naming `chunkgate relabel` (`--base` when a fix followed a section's text) when it can fix some. */
export function describeRelabel(problems: ReadonlyArray<Pick<LabelProblem, "kind" | "suggestions" | "movedTo">>): string | null {
  const fixable = problems.filter((p) => relabelFix(p) !== null);
  const n = fixable.length;
  if (n === 0) return null;
  const which = n === problems.length ? (n === 1 ? "its fix" : "their fixes") : `the fix${n === 1 ? "" : "es"} of ${n} of them`;
  if (fixable.some((p) => p.movedTo !== undefined)) {
    return `\`${RELABEL_BASE_COMMAND}\` (your base branch as \`--base\`) applies ${which} to the golden set, following each section's text to where it went (without \`--write\` it shows the diff first).`;
  }
  return `\`${RELABEL_COMMAND}\` applies ${which} to the golden set, keeping its comments and formatting (\`chunkgate relabel\` alone shows the diff first).`;
}
