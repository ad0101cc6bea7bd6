import { CHANGE_ORDER, type BaselineChange, type RegistrySide } from "./baselineChange.js";
import { compareGoldenSets } from "./compareGoldenSets.js";
import { compareLedgers } from "./compareLedgers.js";
import { compareSettings } from "./compareSettings.js";
import { compareSources } from "./compareSources.js";

/**
 * Every change a pull request made to what the gate measures against. Deterministic: approval-needing
 * first, then by CHANGE_ORDER, source, file and line; each at the head's line, or the base's for what
 * the head no longer has.
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
