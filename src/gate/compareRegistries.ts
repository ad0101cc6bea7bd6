import { CHANGE_ORDER, type BaselineChange, type RegistrySide } from "./baselineChange.js";
import { compareGoldenSets } from "./compareGoldenSets.js";
import { compareLedgers } from "./compareLedgers.js";
import { compareSettings } from "./compareSettings.js";
import { compareSources } from "./compareSources.js";

/**
 * Everything a pull request changed about what the gate measures against, from the registry and
 * golden set at its base to those at its head (and, when given, the held-out ledger): lowered
 * baselines, removed sources, baselines and questions, digests that stop matching, loosened
 * settings and a rewritten ledger (all needing the approval label); chunking or retriever changes
 * without a fresh measurement and relabelled questions (listed). See each compare* function for
 * its rules.
 *
 * Guarantees: pure and deterministic; nothing is listed when base and head are the same; ordered
 * approval-needing first, then by kind (CHANGE_ORDER), source id, file and line. Each change
 * points at the head's file and line (with `text`, the changed key's own line), or at the base's
 * for what the head no longer has.
 */
export function compareRegistries(options: { base: RegistrySide; head: RegistrySide; ledger?: { file: string; base: string | null; head: string | null } }): BaselineChange[] {
  const { base, head } = options;
  const changes = [
    ...compareSources(base, head),
    ...compareSettings(base, head),
    ...compareGoldenSets(base.golden, head.golden),
    ...(options.ledger === undefined ? [] : compareLedgers(options.ledger)),
  ];
  return changes.sort(
    (a, b) =>
      Number(b.needsApproval) - Number(a.needsApproval) ||
      CHANGE_ORDER.indexOf(a.kind) - CHANGE_ORDER.indexOf(b.kind) ||
      (a.sourceId ?? "").localeCompare(b.sourceId ?? "") ||
      a.at.file.localeCompare(b.at.file) ||
      a.at.line - b.at.line ||
      a.key.localeCompare(b.key),
  );
}
