import { randomBytes } from "node:crypto";
import { renameSync, unlinkSync, writeFileSync } from "node:fs";
import { readNoLink } from "./readNoLink.js";
import { join } from "node:path";

/**
 * What a content store folder is known to hold without listing it: the bytes its entries took at
 * the last full prune (which lists every entry), plus every byte a run has written since. Kept in
 * the store folder itself, so a folder that `actions/cache` saves and restores carries a ledger
 * that describes it (the ledger is written when a run closes the cache, after its last entry).
 *
 * The byte count over-estimates (an entry written again is counted again; entries pruned by
 * nothing but a full prune are never subtracted), which only brings the next full prune forward.
 * It can also under-estimate, which would let the store grow past its bound unseen:
 * - a run killed after writing entries but before closing the cache never adds its bytes;
 * - two runs closing the same folder at once both read the ledger and the last rename wins, so the
 *   other's bytes are lost (as are those written while a concurrent full prune was listing);
 * - an older chunkgate that knows nothing of the ledger writes entries without counting them.
 * Each such event loses at most one run's writes, and the counter of runs is no safer than the
 * byte count (it is lost the same way), so the drift is bounded by time as well as by runs: a
 * ledger is trusted for at most {@link FULL_PRUNE_EVERY_RUNS} runs and {@link FULL_PRUNE_MAX_AGE_MS}
 * after the full prune that wrote it, then the store is listed and the ledger rewritten from what
 * is really there. The bound stays soft by at most the writes of the runs that went uncounted in
 * that window, in exchange for a pull-request run reading one small file instead of listing and
 * stat-ing the whole store.
 */
export interface PruneLedger {
  /** Bytes of the entries found at the last full prune, plus bytes written by runs since. */
  bytes: number;
  /** Runs that wrote entries and skipped the full prune since the last one. */
  runs: number;
  /** When the last full prune ran (ms since the epoch, this machine's clock or the one that saved the folder). */
  prunedAt: number;
}

/**
 * The ledger's name in the store folder. It starts with a dot so it can never be a namespace
 * (they start with a letter or digit), hence never an entry that `get` serves or pruning removes.
 */
export const PRUNE_LEDGER_NAME = ".prune-ledger";

/** Runs a ledger is trusted for: a full prune every 20 runs costs under 1 ms a run on vba-docs. */
export const FULL_PRUNE_EVERY_RUNS = 20;

/** Age a ledger is trusted for: a folder in daily use is still listed weekly whatever its counter says. */
export const FULL_PRUNE_MAX_AGE_MS = 7 * 24 * 3600 * 1000;

/** Slack for a ledger written by a machine whose clock runs ahead (a folder restored by actions/cache). */
const CLOCK_SKEW_MS = 24 * 3600 * 1000;

const FORMAT = "chunkgate-prune-ledger-1";

/**
 * The ledger of the store in `dir`, or null when there is none or it cannot be trusted (unreadable,
 * not this format, numbers out of range, written in the future beyond clock skew): the caller then
 * lists the store. Never throws.
 */
export function readPruneLedger(dir: string, now: number = Date.now()): PruneLedger | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readNoLink(join(dir, PRUNE_LEDGER_NAME)).toString("utf8"));
  } catch {
    return null;
  }
  if (typeof parsed !== "object" || parsed === null) return null;
  const { format, bytes, runs, prunedAt } = parsed as Record<string, unknown>;
  if (format !== FORMAT || !isCount(bytes) || !isCount(runs) || !isCount(prunedAt)) return null;
  if (prunedAt > now + CLOCK_SKEW_MS) return null;
  return { bytes, runs, prunedAt };
}

/**
 * Whether `ledger` shows, without listing, that the store is within `maxBytes` after a run wrote
 * `written` more bytes: false when it has been trusted for too many runs or too long (see
 * {@link PruneLedger} for why), or when the count could exceed the bound.
 */
export function ledgerShowsRoom(ledger: PruneLedger, written: number, maxBytes: number, now: number = Date.now()): boolean {
  if (ledger.runs >= FULL_PRUNE_EVERY_RUNS) return false;
  if (now - ledger.prunedAt > FULL_PRUNE_MAX_AGE_MS) return false;
  return ledger.bytes + written <= maxBytes;
}

/**
 * Replaces the ledger of the store in `dir` (written to a temporary name and renamed, so a reader
 * sees a whole ledger or the previous one). Never throws and never creates `dir`: a folder that
 * cannot be written keeps no ledger, and each run that writes to it lists it as before.
 */
export function writePruneLedger(dir: string, ledger: PruneLedger): void {
  const file = join(dir, PRUNE_LEDGER_NAME);
  const temporary = `${file}.${process.pid}.${randomBytes(6).toString("hex")}.tmp`;
  try {
    writeFileSync(temporary, `${JSON.stringify({ format: FORMAT, ...ledger })}\n`, { flag: "wx" });
    renameSync(temporary, file);
  } catch {
    try {
      unlinkSync(temporary);
    } catch {
      // never written, or already renamed
    }
  }
}

function isCount(value: unknown): value is number {
  return typeof value === "number" && Number.isSafeInteger(value) && value >= 0;
}
