import type { SourceConfig } from "../config/index.js";
import { baselineDigest } from "./baselineDigest.js";
import { recordCommand } from "./recordCommand.js";

/** Where a source's baseline came from, as far as its digest can tell. */
export type BaselineProvenance =
  /** Its digest matches its fields: it is what `chunkgate record` measured. */
  | { status: "measured" }
  /** It has a digest that no longer matches: something covered by the digest changed after the measurement. */
  | { status: "edited"; sentence: string; command: string }
  /** It has no digest: written by hand (a date and a recall, as teams record it) or by an older chunkgate. */
  | { status: "unmeasured"; sentence: string; command: string };

/**
 * A baseline against its digest: `measured`, `edited` (something covered changed after `record`; it
 * still gates) or `unmeasured` (no digest; with the command that measures it); null without a
 * baseline.
 */
export function checkBaselineDigest(source: SourceConfig, options: { registryFile: string }): BaselineProvenance | null {
  const baseline = source.baseline;
  if (baseline === null) return null;
  const command = recordCommand({ sourceId: source.id, registryFile: options.registryFile });
  if (baseline.digest === undefined) {
    return { status: "unmeasured", command, sentence: `The baseline of \`${source.id}\` was not measured by chunkgate (it has no digest): \`${command}\` measures it.` };
  }
  if (baseline.digest === baselineDigest({ sourceId: source.id, chunking: source.chunking, baseline })) return { status: "measured" };
  return {
    status: "edited",
    command,
    sentence: `The baseline of \`${source.id}\` was edited after it was measured: its digest no longer matches its values, its date or the source's chunking. \`${command}\` measures it again.`,
  };
}
