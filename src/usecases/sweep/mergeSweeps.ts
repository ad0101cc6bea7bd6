import { isDeepStrictEqual } from "node:util";
import { UserError } from "../../errors.js";
import { completeSweep } from "./completeSweep.js";
import { joinShards } from "./joinShards.js";
import { prepareSweep } from "./prepareSweep.js";
import type { SweepOptions } from "./runSweep.js";
import { sweepLedger, type SweepLedgerOptions } from "./sweepLedger.js";
import type { SweepReport } from "./types.js";

/**
 * `chunkgate merge`: joins the shards of one sweep and completes it as a whole run does; the result
 * serialises byte for byte as the unsharded sweep. `workspace` must be the checkout the shards ran
 * on (checked by fingerprint), as the held-out look re-indexes the chosen cell there.
 */
export async function mergeSweeps(options: Pick<SweepOptions, "workspace" | "progress" | "runtime" | keyof SweepLedgerOptions> & { shards: ReadonlyArray<{ file: string; report: SweepReport }> }): Promise<SweepReport> {
  const joined = joinShards(options.shards);
  const context = await prepareSweep({ workspace: options.workspace, sourceId: joined.source, progress: options.progress, runtime: options.runtime });
  // the held-out score of the chosen cell must belong to the corpus, golden set and registry the cells were measured on
  for (const key of Object.keys(context.header) as Array<keyof typeof context.header>) {
    if (!isDeepStrictEqual(joined[key], context.header[key])) {
      throw new UserError(`the shards were measured on another version of the repository: they disagree with ${options.workspace.root} on \`${key}\``, {
        hint: `merge in a checkout of the commit the shards ran on (shards: ${JSON.stringify(joined[key])}; here: ${JSON.stringify(context.header[key])})`,
      });
    }
  }
  return completeSweep(context, joined, await sweepLedger(options.workspace, options));
}
