import { readConfigFiles, type Baseline, type Registry } from "../../config/index.js";
import type { FileSource } from "../../corpus/index.js";
import { approvalLabel, approveBaselineChanges, compareRegistries, ledgerPath, type AppliedLabel, type RegistrySide } from "../../gate/index.js";
import type { Workspace } from "../check/loadWorkspace.js";
import type { BaselineChangesReport, RecordedBaseline } from "./types.js";

/** How a pull request's approval label is found: the labels it carries, and who applied one. */
export interface PullRequestLabels {
  /** Names of the labels on the pull request (its event payload). */
  names: readonly string[];
  /** Who applied `label` last, whether that may approve, and what it approved before; called only when approval is needed and the label is there. */
  application: (label: string) => Promise<Omit<AppliedLabel, "name">>;
}

type Side = RegistrySide & { ledger: string | null };

/** The base's registry, golden set and ledger compared with head, and the approval; `note` says why if not compared. */
export async function compareWithBase(options: {
  head: Workspace;
  /** The base's registry, golden set and ledger when they loaded, else null. */
  base: WorkspaceConfig | null;
  /** The base's files (a commit); null when there is no base commit. */
  baseFiles: FileSource | null;
  registryPath?: string;
  labels?: PullRequestLabels;
  approvedBy?: string;
}): Promise<BaselineChangesReport> {
  const head = sideOf(options.head);
  const read = options.base ? { side: sideOf(options.base) } : options.baseFiles ? await readSide(options.baseFiles, options.registryPath) : { note: "the base commit is not available in this clone (check out with `fetch-depth: 0`), so the registry could not be compared with it" };
  const base = "note" in read ? null : read.side;
  const label = approvalLabel({ base: base?.registry ?? null, head: head.registry });
  if (base === null) {
    const note = "note" in read ? read.note : `the base has no ${head.registry.file}: this pull request adds the registry, so it lowers nothing`;
    return { compared: !("note" in read), note, changes: [], recorded: [], approval: { label, required: 0, approved: true, approvedBy: null, digest: "", withdrawn: false, sentence: "" } };
  }
  const file = ledgerPath(head.registry.file);
  const changes = compareRegistries({ base, head, ledger: { file, base: base.ledger, head: head.ledger } });
  const needed = changes.some((c) => c.needsApproval);
  let labels: AppliedLabel[] = [];
  if (options.approvedBy !== undefined) labels = [{ name: label, appliedBy: options.approvedBy }];
  else if (needed && options.labels && options.labels.names.some((n) => n.trim().toLowerCase() === label.toLowerCase())) labels = [{ name: label, ...(await options.labels.application(label)) }];
  const approval = approveBaselineChanges({ changes, label, labels });
  return {
    compared: true,
    note: "",
    changes,
    recorded: recordedBaselines(base.registry, head.registry),
    approval: { label, required: approval.required.length, approved: approval.approved, approvedBy: approval.approvedBy, digest: approval.digest, withdrawn: approval.withdrawn, sentence: approval.sentence },
  };
}

/** What the comparison reads of a workspace: its registry, golden set and ledger, as read. */
export type WorkspaceConfig = Pick<Workspace, "registry" | "golden" | "registryText" | "ledger">;

function sideOf(workspace: WorkspaceConfig): Side {
  return { registry: workspace.registry, golden: workspace.golden, ...(workspace.registryText === null ? {} : { text: workspace.registryText }), ledger: workspace.ledger.text };
}

/** The base's registry side read alone (its corpus may be what failed to load); null side when it has no registry. */
async function readSide(files: FileSource, registryPath: string | undefined): Promise<{ side: Side | null } | { note: string }> {
  let read;
  try {
    read = await readConfigFiles(files, registryPath);
  } catch {
    return { side: null }; // no registry at the base (readConfigFiles throws only when the file is missing or unreachable)
  }
  if (read.registry === undefined || read.golden === undefined) return { note: "the base's registry or golden set does not parse, so the registry could not be compared with it" };
  const text = (await files.read(read.registry.file).catch(() => undefined)) ?? undefined;
  const ledger = (await files.read(ledgerPath(read.registry.file)).catch(() => undefined)) ?? null;
  return { side: { registry: read.registry, golden: read.golden, ...(text === undefined ? {} : { text }), ledger } };
}

/** The baselines a pull request recorded afresh (a new `measured_on` or `digest`), before → after, for reviewers to see the new yardstick. */
function recordedBaselines(base: Registry, head: Registry): RecordedBaseline[] {
  const recorded: RecordedBaseline[] = [];
  for (const source of head.sources) {
    const after = source.baseline;
    if (after === null) continue;
    const before = base.sources.find((s) => s.id === source.id)?.baseline ?? null;
    if (before !== null && before.measuredOn === after.measuredOn && before.digest === after.digest) continue;
    const was = before === null ? "no baseline" : describe(before);
    recorded.push({
      sourceId: source.id,
      before: before === null ? null : describe(before),
      after: describe(after),
      sentence: `This pull request records a new baseline for \`${source.id}\`: ${was} → ${describe(after)}.`,
    });
  }
  return recorded;
}

/** `recall 0.91, held-out 0.9, measured on 2026-11-03`, with ` (no digest)` when it has none. */
function describe(b: Baseline): string {
  const held = b.heldOutRecall === null ? "" : `, held-out ${b.heldOutRecall}`;
  const measured = b.digest === undefined ? " (no digest)" : "";
  return `recall ${b.recall}${held}, measured on ${b.measuredOn}${measured}`;
}
