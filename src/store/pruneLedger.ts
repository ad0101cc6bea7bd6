import { randomBytes } from "node:crypto";
import { renameSync, unlinkSync, writeFileSync } from "node:fs";
import { readNoLink } from "./readNoLink.js";
import { join } from "node:path";

/**
 * The bytes at the last full prune plus every byte written since, kept in the store folder. It can under-estimate
 * (a killed run), so it is trusted for FULL_PRUNE_EVERY_RUNS runs and FULL_PRUNE_MAX_AGE_MS at most.
 */
export interface PruneLedger {
  bytes: number;
  /** Runs that wrote entries and skipped the full prune since the last one. */
  runs: number;
  /** When the last full prune ran (ms since the epoch, this machine's clock or the one that saved the folder). */
  prunedAt: number;
}

/** The ledger's name in the store folder: a leading dot, so it is never a namespace, served or pruned. */
export const PRUNE_LEDGER_NAME = ".prune-ledger";

/** Runs a ledger is trusted for before the folder is listed again. */
export const FULL_PRUNE_EVERY_RUNS = 20;

/** Age a ledger is trusted for: a folder in daily use is still listed weekly whatever its counter says. */
export const FULL_PRUNE_MAX_AGE_MS = 7 * 24 * 3600 * 1000;

/** Slack for a ledger written by a machine whose clock runs ahead (a folder restored by actions/cache). */
const CLOCK_SKEW_MS = 24 * 3600 * 1000;

const FORMAT = "chunkgate-prune-ledger-1";

/** The ledger in `dir`, or null when absent, invalid or trusted too long (then the store is listed); never throws. */
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
  if (runs >= FULL_PRUNE_EVERY_RUNS || now - prunedAt > FULL_PRUNE_MAX_AGE_MS) return null;
  return { bytes, runs, prunedAt };
}

/** Replaces the ledger of the store in `dir` by a rename, so a reader sees a whole one. Never throws, never creates `dir`. */
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
