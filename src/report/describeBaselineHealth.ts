import type { HeldOutLook, SourceReport } from "../usecases/index.js";

/**
 * What a report says about a source's baseline besides the verdict, one sentence each (plain text
 * with code in backticks, for escapeProse): the noise band and this change's loss, what the golden
 * set can detect, why the configured method did not judge, a baseline chunkgate did not measure,
 * and the held-out look. Doubts (staleness, an edited digest) are in the source's notes instead.
 * Deterministic.
 */
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

/**
 * One look at a held-out split in words (engine prose, code in backticks): thresholdout's sentence
 * when it protects the split, how often the split was looked at since the baseline, and whether
 * the look is in the ledger, else one short sentence with `command` (`chunkgate check --ledger`,
 * `chunkgate sweep --ledger`), the way to record it. The entry itself is data, not prose: it is
 * in the JSON report (`heldOutLook.entry`), never pasted into a check or a comment.
 */
export function describeLook(look: HeldOutLook, command: string): string {
  const shown = look.protect === "thresholdout" ? `${look.sentence} ` : "";
  const ledger = look.recorded ? `This look is appended to \`${look.ledger}\`.` : `\`${command}\` records this look in \`${look.ledger}\`.`;
  return `${shown}${look.lookSentence} ${ledger}`;
}

/** The held-out recall cell as a reader may see it (a source's, or a sweep's choice's): thresholdout's shown value (marked), or "withheld"; null without thresholdout. */
export function heldOutCell(source: { heldOutLook: HeldOutLook | null }): string | null {
  const look = source.heldOutLook;
  if (look === null || look.protect === "none") return null;
  if (look.value === null) return "withheld (budget spent)";
  return look.shown === "noisy" ? `${look.value.toFixed(3)} (noisy)` : `${look.value.toFixed(3)} (train, thresholdout)`;
}
