import { findKeyLine, REGISTRY_DEFAULTS } from "../config/index.js";
import type { Baseline, EvidenceKey, GoldenSet, Question, Registry, RetrieverConfig, SourceConfig } from "../config/index.js";
import type { ChunkingParams } from "../chunking/index.js";
import { baselineDigest } from "./baselineDigest.js";
import { retrieverIdentity } from "../retrieval/index.js";
import { createHash } from "node:crypto";

/** What a pull request changed about what the gate measures against, in report order; the approval-needing kinds first. */
export const CHANGE_ORDER = [
  "recall-lowered",
  /** Its `baseline.held_out_recall` is lower at head, or gone. */
  "held-out-recall-lowered",
  /** The source stays, its baseline is gone: it no longer gates (unless `require_baseline`). */
  "baseline-removed",
  /** A source with a baseline is gone: its documents are no longer gated. */
  "source-removed",
  /** A question of the golden set is gone (a renamed id counts as removed and added). */
  "question-removed",
  /** A baseline's digest stopped matching its values at head (or was removed): edited after it was measured. */
  "digest-mismatch",
  /** A registry setting now lets more through: k raised, another noise method or a wider band, another split, … */
  "setting-loosened",
  /** The held-out ledger lost or changed lines it had at base (it is append-only). */
  "ledger-rewritten",
  /** The chunking, or the registry's retriever, changed while a source's baseline was not measured again. */
  "chunking-changed",
  "retriever-changed",
  /** A question's text or keys changed (relabelled). */
  "question-changed",
] as const;

/** One of {@link CHANGE_ORDER}. */
export type BaselineChangeKind = (typeof CHANGE_ORDER)[number];

/** The kinds only listed; every other needs the approval label (`source-removed` only if the source had a baseline). */
const LISTED: ReadonlySet<BaselineChangeKind> = new Set(["chunking-changed", "retriever-changed", "question-changed"]);

/** One change, with where to look at head (or at base, for what the head no longer has). */
export interface BaselineChange {
  kind: BaselineChangeKind;
  /** The source it concerns; null for registry-wide settings, questions and the ledger. */
  sourceId: string | null;
  /** The key that changed, as a path: `sources[docs].baseline.recall`, `noise.confidence`, `questions[ret-007]`. */
  key: string;
  /** The value at base and at head, as written for people; null where there is none. */
  before: string | null;
  after: string | null;
  /** The file and 1-based line; `side: "base"` when the head no longer has it. */
  at: { file: string; line: number; side: "head" | "base" };
  needsApproval: boolean;
  /** One sentence for reviewers. Plain text; ids and values in it come from the pull request, so renderers escape it. */
  sentence: string;
}

type Values = [before: string | null, after: string | null];

/** One change with its keys in the report's order; it needs approval unless its kind is only {@link LISTED}. */
function change(
  kind: BaselineChangeKind, sourceId: string | null, key: string, [before, after]: Values,
  at: BaselineChange["at"], sentence: string, needsApproval = !LISTED.has(kind),
): BaselineChange {
  return { kind, sourceId, key, before, after, at, needsApproval, sentence };
}

/** One side of a pull request, as the comparison reads it. */
export interface RegistrySide {
  registry: Registry;
  golden: GoldenSet;
  /** The registry's text, to point at the exact line of a changed key; without it, the source's or baseline's line. */
  text?: string;
}

/** Every change a pull request made to what the gate measures against: approval-needing first, then by CHANGE_ORDER. */
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

/** Questions removed (fewer questions make a baseline easier to keep) or changed in text or keys, compared by id. */
function compareGoldenSets(base: GoldenSet, head: GoldenSet): BaselineChange[] {
  const changes: BaselineChange[] = [];
  const headById = new Map(head.questions.map((q) => [q.id, q]));
  for (const before of base.questions) {
    const after = headById.get(before.id);
    const key = `questions[${before.id}]`;
    if (after === undefined) {
      const sentence = `The question ${before.id} ("${before.text}") is removed from the golden set.`;
      changes.push(change("question-removed", null, key, [before.text, null], { file: base.file, line: before.line ?? 1, side: "base" }, sentence));
    } else if (signature(before) !== signature(after)) {
      const what = before.text !== after.text ? "its wording" : "its supporting or distractor keys";
      const sentence = `The question ${before.id} changed ${what}: the check scores the new version.`;
      changes.push(change("question-changed", null, key, [describeKeys(before), describeKeys(after)], { file: head.file, line: after.line ?? 1, side: "head" }, sentence));
    }
  }
  return changes;
}

function signature(q: Question): string {
  return JSON.stringify([q.text, q.supporting.map(keyParts), q.distractors.map(keyParts)]);
}

function keyParts(key: EvidenceKey): unknown[] {
  return key.kind === "heading" ? ["heading", key.document, key.heading] : key.kind === "document" ? ["document", key.document] : ["span", key.span, key.document ?? null];
}

function describeKeys(q: Question): string {
  const keys = q.supporting.map((k) => (k.kind === "heading" ? `${k.document} > ${k.heading.join(" > ")}` : k.kind === "document" ? k.document : `"${k.span}"`));
  return `${q.text} [${keys.join("; ") || "no answer"}]`;
}

/** A ledger not beginning with the base's text hides looks and refills thresholdout's budget; appending is fine. */
function compareLedgers(ledger: { file: string; base: string | null; head: string | null }): BaselineChange[] {
  const { file, base, head } = ledger;
  if (base === null || base === "" || (head !== null && head.startsWith(base))) return [];
  const common = head === null ? 0 : commonPrefix(base, head);
  const line = base.slice(0, common).split("\n").length;
  const baseLines = base.split("\n").filter((l) => l.trim() !== "").length;
  const what = head === null ? "is deleted" : `no longer begins with its ${baseLines} lines at base (first difference on line ${line})`;
  const after = head === null ? null : `${head.split("\n").filter((l) => l.trim() !== "").length} lines`;
  const at = { file, line: head === null ? 1 : line, side: head === null ? ("base" as const) : ("head" as const) };
  const sentence = `The held-out ledger ${file} ${what}: it is append-only, and rewriting it hides looks at the held-out split.`;
  return [change("ledger-rewritten", null, file, [`${baseLines} lines`, after], at, sentence)];
}

function commonPrefix(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
}

const EPSILON = 1e-12;

/** Per-source changes; a recall lowered by a fresh `record` counts too, chunking only while the baseline stayed. */
function compareSources(base: RegistrySide, head: RegistrySide): BaselineChange[] {
  const changes: BaselineChange[] = [];
  const headFile = head.registry.file;
  head.registry.sources.forEach((source, index) => {
    const before = base.registry.sources.find((s) => s.id === source.id);
    if (before === undefined) return;
    const at = (path: Array<string | number>, fallback: number | undefined) => ({ file: headFile, line: (head.text === undefined ? undefined : findKeyLine(head.text, ["sources", index, ...path])) ?? fallback ?? source.line ?? 1, side: "head" as const });
    const bb = before.baseline;
    const hb = source.baseline;
    const key = `sources[${source.id}]`;
    if (bb !== null && hb === null) {
      const sentence = `The baseline of ${source.id} (${describe(bb)}) is removed: the source no longer gates on a recorded recall.`;
      changes.push(change("baseline-removed", source.id, `${key}.baseline`, [describe(bb), null], at([], source.line), sentence));
    }
    if (bb !== null && hb !== null) {
      if (hb.recall < bb.recall - EPSILON) {
        const sentence = `The train recall baseline of ${source.id} is lowered from ${bb.recall} to ${hb.recall}.`;
        changes.push(change("recall-lowered", source.id, `${key}.baseline.recall`, [String(bb.recall), String(hb.recall)], at(["baseline", "recall"], hb.line), sentence));
      }
      if (bb.heldOutRecall !== null && (hb.heldOutRecall === null || hb.heldOutRecall < bb.heldOutRecall - EPSILON)) {
        const after = hb.heldOutRecall === null ? null : String(hb.heldOutRecall);
        const what = after === null ? "is removed" : `is lowered from ${bb.heldOutRecall} to ${after}`;
        const where = at(after === null ? ["baseline"] : ["baseline", "held_out_recall"], hb.line);
        const sentence = `The held-out recall baseline of ${source.id} ${what}.`;
        changes.push(change("held-out-recall-lowered", source.id, `${key}.baseline.held_out_recall`, [String(bb.heldOutRecall), after], where, sentence));
      }
    }
    const fresh = hb !== null && (bb === null || hb.measuredOn !== bb.measuredOn || hb.digest !== bb.digest);
    const chunkingChanged = formatChunking(before.chunking) !== formatChunking(source.chunking);
    if (hb !== null && !fresh && chunkingChanged) {
      const first = firstChangedKey(before.chunking, source.chunking);
      const [was, now] = [formatChunking(before.chunking), formatChunking(source.chunking)];
      const sentence = `The chunking of ${source.id} changed (${was} → ${now}) but its baseline was not measured again: this check measures the new chunking against the old baseline.`;
      changes.push(change("chunking-changed", source.id, `${key}.chunking`, [was, now], at(["chunking", first], source.line), sentence));
    }
    const mismatch = hb === null ? null : digestChange(before, source);
    if (mismatch !== null) changes.push({ ...mismatch, at: at(["baseline", mismatch.after === null ? "measured_on" : "digest"], hb?.line) });
  });
  for (const before of base.registry.sources) {
    if (head.registry.sources.some((s) => s.id === before.id)) continue;
    const had = before.baseline === null ? "" : ` with its baseline (${describe(before.baseline)})`;
    const at = { file: base.registry.file, line: before.line ?? 1, side: "base" as const };
    const sentence = `The source ${before.id} is removed${had}: its documents are no longer gated by it.`;
    const values: Values = [before.baseline === null ? "no baseline" : describe(before.baseline), null];
    changes.push(change("source-removed", before.id, `sources[${before.id}]`, values, at, sentence, before.baseline !== null));
  }
  return changes;
}

/** A digest this pull request removed or broke (not one wrong at base already, nor one a chunking change explains). */
function digestChange(before: SourceConfig, after: SourceConfig): Omit<BaselineChange, "at"> | null {
  const hb = after.baseline!;
  const bb = before.baseline;
  const key = `sources[${after.id}].baseline.digest`;
  if (hb.digest === undefined) {
    if (bb?.digest === undefined) return null;
    return { kind: "digest-mismatch", sourceId: after.id, key, before: bb.digest, after: null, needsApproval: true, sentence: `The digest of ${after.id}'s baseline is removed, so edits to it can no longer be detected: measure it again with chunkgate record.` };
  }
  const computed = baselineDigest({ sourceId: after.id, chunking: after.chunking, baseline: hb });
  if (hb.digest === computed) return null;
  if (hb.digest === baselineDigest({ sourceId: after.id, chunking: before.chunking, baseline: hb })) return null; // only the chunking moved: reported as chunking-changed
  // the same digest over the same values was already wrong at base: not this pull request's edit (the check reports it)
  if (bb !== null && bb.digest === hb.digest && baselineDigest({ sourceId: before.id, chunking: before.chunking, baseline: bb }) === computed) return null;
  return { kind: "digest-mismatch", sourceId: after.id, key, before: bb?.digest ?? null, after: hb.digest, needsApproval: true, sentence: `The baseline of ${after.id} was edited after it was measured: its digest no longer matches its values.` };
}

/** `structural 120/20 words` (plus the header and tokenizer when not the defaults). */
function formatChunking(c: ChunkingParams): string {
  const extras = [c.contextHeader ? "" : "no context header", c.unit === "tokens" ? c.tokenizer : ""].filter((e) => e !== "");
  return `${c.strategy} ${c.size}/${c.overlap} ${c.unit}${extras.length > 0 ? ` (${extras.join(", ")})` : ""}`;
}

function firstChangedKey(a: ChunkingParams, b: ChunkingParams): string {
  const keys: Array<[keyof ChunkingParams, string]> = [["strategy", "strategy"], ["unit", "unit"], ["size", "size"], ["overlap", "overlap"], ["contextHeader", "context_header"], ["tokenizer", "tokenizer"]];
  return keys.find(([field]) => a[field] !== b[field])?.[1] ?? "strategy";
}

/** `recall 0.91 on 2026-11-03`: how a baseline is named in a sentence. */
function describe(b: Baseline): string {
  const held = b.heldOutRecall === null ? "" : `, held-out ${b.heldOutRecall}`;
  return `recall ${b.recall}${held}, measured on ${b.measuredOn}${b.digest === undefined ? "" : ` (${b.digest.slice(0, 15)}…)`}`;
}

const PATCH_LEVELS = ["note", "warn", "fail"] as const;

/** Registry-wide changes: a setting that lets more through (docs/baselines.md; tightening is fine), the retriever. */
function compareSettings(base: RegistrySide, head: RegistrySide): BaselineChange[] {
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
    changes.push(change("setting-loosened", null, key, [show(before), show(after)], at(key.split(".")), `\`${key}\` changed from ${show(before)} to ${show(after)}: ${why}.`));

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
      const sentence = `The retriever changed (${before} → ${after}) but the baseline of ${source.id} was not measured again: this check measures the new retriever against the old baseline.`;
      changes.push(change("retriever-changed", source.id, "retriever", [before, after], at(["retriever"]), sentence));
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

/** What one application of the label approved on an earlier run: the digest and sentences of that change set. */
export interface CoveredChanges {
  digest: string;
  changes: readonly string[];
}

/** A label on the pull request, who applied it, and whether that application may approve. */
export interface AppliedLabel {
  name: string;
  /** Who applied it (its newest `labeled` event); null when unknown. */
  appliedBy: string | null;
  /** Why this application does not approve (the author, no write permission, unreadable history); absent if it may. */
  refusal?: string;
  /** What this same application of the label approved on an earlier run; absent or null when it approves for the first time. */
  covered?: CoveredChanges | null;
}

/** Whether the changes that need approval have it. */
export interface BaselineApproval {
  required: BaselineChange[];
  /** True when nothing needs approval, or the label approves exactly these changes. */
  approved: boolean;
  /** Who applied the label, when it approves and is known. */
  approvedBy: string | null;
  label: string;
  /** approvalDigest of `required`; "" when nothing needs approval. */
  digest: string;
  /** The label was given for another change set: the shell removes it, so applying it again approves this one. */
  withdrawn: boolean;
  /** "" when nothing needs approval; otherwise who approved what, or what is missing. Plain text. */
  sentence: string;
}

/** The approval label the base's registry names (the pull request being judged writes the head's); else the head's. */
export function approvalLabel(options: { base: Registry | null; head: Registry }): string {
  return (options.base ?? options.head).approvalLabel;
}

/** A digest of the changes (kind, key, values, in any order), so an approval is tied to exactly what it was given for. */
export function approvalDigest(required: readonly BaselineChange[]): string {
  const lines = required.map((c) => JSON.stringify([c.kind, c.key, c.before, c.after])).sort();
  return `sha256:${createHash("sha256").update(lines.join("\n")).digest("hex")}`;
}

/**
 * Approved when nothing needs approval, or `label` is on, not refused and not given for another change set (then it
 * is `withdrawn`). The sentence quotes GitHub and the pull request, so renderers escape it.
 */
export function approveBaselineChanges(options: { changes: readonly BaselineChange[]; label: string; labels: readonly AppliedLabel[] }): BaselineApproval {
  const { label } = options;
  const required = options.changes.filter((c) => c.needsApproval);
  const none = { required, approvedBy: null, label, withdrawn: false };
  if (required.length === 0) return { ...none, approved: true, digest: "", sentence: "" };
  const digest = approvalDigest(required);
  const applied = options.labels.find((l) => l.name === label);
  const sentences = required.map((c) => c.sentence.replace(/\.$/, ""));
  const what = sentences.join("; ");
  const needs = `This pull request needs the "${label}" label to pass, because it changes what the gate measures against: ${what}.`;
  if (applied === undefined) return { ...none, approved: false, digest, sentence: needs };
  const by = applied.appliedBy === null ? "" : ` by ${applied.appliedBy}`;
  if (applied.refusal !== undefined) return { ...none, approved: false, digest, sentence: `The "${label}" label${by} does not approve: ${applied.refusal}. ${needs}` };
  if (applied.covered && applied.covered.digest !== digest) {
    const since = describeSince(applied.covered.changes, sentences);
    return { ...none, approved: false, digest, withdrawn: true, sentence: `The "${label}" label${by} approved other baseline changes than this push makes, so it no longer holds and is removed; ${since}. Apply it again to approve: ${what}.` };
  }
  return { ...none, approved: true, approvedBy: applied.appliedBy, digest, sentence: `Approved with the "${label}" label${by}: ${what}.` };
}

/** What changed between the approved sentences and the current ones, in one clause. */
function describeSince(approved: readonly string[], current: readonly string[]): string {
  const added = current.filter((s) => !approved.includes(s));
  const gone = approved.filter((s) => !current.includes(s));
  const parts = [...(added.length > 0 ? [`new since the approval: ${added.join("; ")}`] : []), ...(gone.length > 0 ? [`approved but no longer made: ${gone.join("; ")}`] : [])];
  return parts.length > 0 ? parts.join("; ") : "the changes differ in what they compare";
}
