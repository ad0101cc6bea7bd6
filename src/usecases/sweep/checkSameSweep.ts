import { isDeepStrictEqual } from "node:util";
import { UserError } from "../../errors.js";
import type { SweepHeader } from "./prepareSweep.js";
import type { SweepReport } from "./types.js";

/**
 * Refuses to complete `report` (joined shards) against a repository that is not the one its cells
 * were measured on: the held-out score of the chosen cell would then belong to another corpus,
 * golden set or registry. Compares every header field (paths, fingerprints, settings, current
 * chunking, corpus size, question counts) and names the first that differs.
 *
 * @param header The header prepareSweep computed from the repository at hand.
 */
export function checkSameSweep(report: SweepReport, header: SweepHeader, label: string): void {
  for (const key of Object.keys(header) as Array<keyof SweepHeader>) {
    if (!isDeepStrictEqual(report[key], header[key])) {
      throw new UserError(`the shards were measured on another version of the repository: they disagree with ${label} on \`${key}\``, {
        hint: `merge in a checkout of the commit the shards ran on (shards: ${JSON.stringify(report[key])}; here: ${JSON.stringify(header[key])})`,
      });
    }
  }
}
