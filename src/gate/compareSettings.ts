import { findKeyLine, REGISTRY_DEFAULTS, type RetrieverConfig } from "../config/index.js";
import { retrieverIdentity } from "../retrieval/index.js";
import type { BaselineChange, RegistrySide } from "./baselineChange.js";

const PATCH_LEVELS = ["note", "warn", "fail"] as const;

/**
 * Registry-wide changes: `setting-loosened` (needs approval) for a setting that lets more through or
 * shops for a result (docs/baselines.md lists them), and `retriever-changed` per source whose baseline
 * was not measured again. Tightening is not listed.
 */
export function compareSettings(base: RegistrySide, head: RegistrySide): BaselineChange[] {
  const b = base.registry;
  const h = head.registry;
  const changes: BaselineChange[] = [];
  // the key's own line, else its nearest parent's (a removed `held_out.protect` points at `held_out:`), else line 1
  const lineOf = (path: string[]): number => {
    for (let depth = path.length; depth > 0 && head.text !== undefined; depth--) {
      const line = findKeyLine(head.text, path.slice(0, depth));
      if (line !== undefined) return line;
    }
    return 1;
  };
  const at = (path: string[]) => ({ file: h.file, line: lineOf(path), side: "head" as const });
  const loosened = (key: string, before: unknown, after: unknown, why: string) =>
    changes.push({ kind: "setting-loosened", sourceId: null, key, before: show(before), after: show(after), at: at(key.split(".")), needsApproval: true, sentence: `\`${key}\` changed from ${show(before)} to ${show(after)}: ${why}.` });

  if (h.k > b.k) loosened("k", b.k, h.k, "recall at a deeper cutoff is easier to keep");
  const [bn, hn] = [b.noise, h.noise];
  if (hn.method !== bn.method) loosened("noise.method", bn.method, hn.method, "another noise method draws another band");
  else if (hn.method !== "questions" && hn.confidence > bn.confidence) {
    loosened("noise.confidence", bn.confidence, hn.confidence, "a higher confidence widens the noise band");
  } else if (hn.method === "questions" && bn.method === "questions" && hn.questions > bn.questions) {
    loosened("noise.questions", bn.questions, hn.questions, "more lost questions pass");
  }
  if (h.split.train !== b.split.train) loosened("split.train", b.split.train, h.split.train, "another split puts other questions in train");
  if (h.split.seed !== b.split.seed) loosened("split.seed", b.split.seed, h.split.seed, "another seed puts other questions in train");
  if (b.requireBaseline && !h.requireBaseline) loosened("require_baseline", true, false, "a source without a baseline passes again");
  if (b.stale === "fail" && h.stale === "warn") loosened("stale", "fail", "warn", "a stale baseline no longer fails");
  if (b.maxAgeDays !== null && (h.maxAgeDays === null || h.maxAgeDays > b.maxAgeDays)) loosened("max_age_days", b.maxAgeDays, h.maxAgeDays, "older baselines count as fresh");
  if (b.heldOut.protect === "thresholdout") {
    if (h.heldOut.protect !== "thresholdout") loosened("held_out.protect", "thresholdout", h.heldOut.protect, "the held-out score is shown on every run again");
    else {
      if (h.heldOut.budget > b.heldOut.budget) loosened("held_out.budget", b.heldOut.budget, h.heldOut.budget, "the held-out split may be looked at more often");
      if (h.heldOut.sigma < b.heldOut.sigma) loosened("held_out.sigma", b.heldOut.sigma, h.heldOut.sigma, "revealed held-out scores carry less noise");
    }
  }
  const [bc, hc] = [b.coverage ?? REGISTRY_DEFAULTS.coverage, h.coverage ?? REGISTRY_DEFAULTS.coverage];
  if (PATCH_LEVELS.indexOf(hc.patch) < PATCH_LEVELS.indexOf(bc.patch)) {
    loosened("coverage.patch", bc.patch, hc.patch, "new sections no question keys weigh less on the verdict");
  } else if (bc.patch !== "note" && hc.min < bc.min) loosened("coverage.min", bc.min, hc.min, "fewer of the new sections need a question");
  if (h.approvalLabel !== b.approvalLabel) loosened("approval_label", b.approvalLabel, h.approvalLabel, "another label will approve lowered baselines once this merges");

  const before = identity(b.retriever);
  const after = identity(h.retriever);
  if (before !== after) {
    for (const source of h.sources) {
      const was = b.sources.find((s) => s.id === source.id)?.baseline;
      const now = source.baseline;
      if (now === null || was == null || now.measuredOn !== was.measuredOn || now.digest !== was.digest) continue;
      changes.push({
        kind: "retriever-changed",
        sourceId: source.id,
        key: "retriever",
        before,
        after,
        at: at(["retriever"]),
        needsApproval: false,
        sentence: `The retriever changed (${before} → ${after}) but the baseline of ${source.id} was not measured again: this check measures the new retriever against the old baseline.`,
      });
    }
  }
  return changes;
}

/** The retriever's identity, or its kind when this chunkgate does not know it (the check reports that). */
function identity(config: RetrieverConfig): string {
  try {
    return retrieverIdentity(config);
  } catch {
    return config.kind;
  }
}

function show(value: unknown): string {
  return value === null ? "none" : String(value);
}

