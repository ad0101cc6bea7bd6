import { describe, expect, it } from "vitest";
import { parseGoldenSet } from "../../src/config/parseGoldenSet.js";
import { parseRegistry } from "../../src/config/parseRegistry.js";
import { approvalDigest, approvalLabel, approveBaselineChanges, type BaselineChange, compareRegistries, type RegistrySide } from "../../src/gate/baselineChanges.js";
import { baselineDigest } from "../../src/gate/baselineDigest.js";

const GOLDEN = `- question_id: ret-001
  question: How long do customers have to return damaged goods?
  supporting:
    - { document: "Returns Policy", heading: ["Returns", "Damaged goods"] }
- question_id: ret-002
  question: What is the water damage deductible?
  supporting:
    - span: "The deductible for water damage is $1,000"
- question_id: ret-003
  question: Do you ship to Antarctica?
  supporting: []
`;

const REGISTRY = `version: 1
questions: evals/retrieval.yaml
retriever: { kind: bm25 }
k: 3
split: { train: 0.7, seed: 42 }
noise: { method: binomial, confidence: 0.95 }
max_age_days: 180
stale: fail
require_baseline: true
held_out: { protect: thresholdout, budget: 10, sigma: 0.025 }
sources:
  - id: policies
    include: ["docs/policies/**/*.md"]
    chunking:
      strategy: structural
      size: 120
      overlap: 20
    baseline:
      measured_on: 2026-11-03
      retriever: bm25(k1=1.2,b=0.75)
      k: 3
      recall: 0.9167
      held_out_recall: 0.8
      questions: { train: 24, held_out: 10 }
  - id: faq
    include: ["docs/faq/**/*.md"]
    chunking: { strategy: fixed, size: 60 }
    baseline: { measured_on: 2026-10-01, recall: 0.75 }
  - id: drafts
    include: ["docs/drafts/**/*.md"]
    chunking: { strategy: page }
`;

/** REGISTRY with the digest record writes for `policies`. */
function withDigest(text: string): string {
  const source = parseRegistry(text, "chunkgate.yml").sources[0]!;
  const digest = baselineDigest({ sourceId: source.id, chunking: source.chunking, baseline: source.baseline! });
  return text.replace("      questions: { train: 24, held_out: 10 }\n", `      questions: { train: 24, held_out: 10 }\n      digest: ${digest}\n`);
}

function side(text: string, golden = GOLDEN): RegistrySide {
  return { registry: parseRegistry(text, "chunkgate.yml"), golden: parseGoldenSet(golden, "evals/retrieval.yaml"), text };
}

function compare(head: string, options: { base?: string; golden?: string; ledger?: { base: string | null; head: string | null } } = {}): BaselineChange[] {
  const ledger = options.ledger === undefined ? {} : { ledger: { file: "chunkgate.ledger.jsonl", ...options.ledger } };
  return compareRegistries({ base: side(options.base ?? REGISTRY), head: side(head, options.golden), ...ledger });
}

/** The 1-based line of the first line of `text` containing `needle`. */
const lineOf = (text: string, needle: string) => text.split("\n").findIndex((l) => l.includes(needle)) + 1;

describe("comparing the registry at base and at head", () => {
  it("lists nothing when nothing changed, or when only comments and formatting did", () => {
    expect(compare(REGISTRY)).toEqual([]);
    expect(compare(REGISTRY.replace("k: 3\nsplit", "k: 3   # cutoff\nsplit").replace("recall: 0.9167", "recall: 0.91670"))).toEqual([]);
  });

  it("lists a lowered recall at the line of `recall:` at head, needing approval", () => {
    const head = REGISTRY.replace("recall: 0.9167", "recall: 0.875");
    expect(compare(head)).toEqual([
      {
        kind: "recall-lowered",
        sourceId: "policies",
        key: "sources[policies].baseline.recall",
        before: "0.9167",
        after: "0.875",
        at: { file: "chunkgate.yml", line: lineOf(head, "recall: 0.875"), side: "head" },
        needsApproval: true,
        sentence: "The train recall baseline of policies is lowered from 0.9167 to 0.875.",
      },
    ]);
    expect(compare(REGISTRY.replace("recall: 0.9167", "recall: 0.95"))).toEqual([]);
  });

  it("lists a recall lowered by a fresh measurement too: lowering needs approval however it is done", () => {
    const head = REGISTRY.replace("measured_on: 2026-11-03", "measured_on: 2026-12-01").replace("recall: 0.9167", "recall: 0.8333").replace("held_out_recall: 0.8", "held_out_recall: 0.7");
    expect(compare(head).map((c) => [c.kind, c.sourceId, c.before, c.after])).toEqual([
      ["recall-lowered", "policies", "0.9167", "0.8333"],
      ["held-out-recall-lowered", "policies", "0.8", "0.7"],
    ]);
  });

  it("lists a removed held-out recall, a removed baseline and a removed source", () => {
    const noHeldOut = compare(REGISTRY.replace("      held_out_recall: 0.8\n", ""));
    expect(noHeldOut.map((c) => [c.kind, c.after, c.needsApproval])).toEqual([["held-out-recall-lowered", null, true]]);
    expect(noHeldOut[0]!.sentence).toBe("The held-out recall baseline of policies is removed.");

    const noBaseline = compare(REGISTRY.replace("    baseline: { measured_on: 2026-10-01, recall: 0.75 }\n", ""));
    expect(noBaseline.map((c) => [c.kind, c.sourceId, c.needsApproval])).toEqual([["baseline-removed", "faq", true]]);
    expect(noBaseline[0]!.sentence).toBe("The baseline of faq (recall 0.75, measured on 2026-10-01) is removed: the source no longer gates on a recorded recall.");

    const head = REGISTRY.slice(0, REGISTRY.indexOf("  - id: faq"));
    const removed = compare(head);
    expect(removed.map((c) => [c.kind, c.sourceId, c.needsApproval])).toEqual([
      ["source-removed", "faq", true],
      ["source-removed", "drafts", false],
    ]);
    expect(removed[0]!.at).toEqual({ file: "chunkgate.yml", line: lineOf(REGISTRY, "id: faq"), side: "base" });
  });

  it("lists chunking changed without a fresh measurement (not when re-measured), at the changed key", () => {
    const head = REGISTRY.replace("      size: 120\n", "      size: 240\n");
    expect(compare(head)).toEqual([
      {
        kind: "chunking-changed",
        sourceId: "policies",
        key: "sources[policies].chunking",
        before: "structural 120/20 words",
        after: "structural 240/20 words",
        at: { file: "chunkgate.yml", line: lineOf(head, "size: 240"), side: "head" },
        needsApproval: false,
        sentence: "The chunking of policies changed (structural 120/20 words → structural 240/20 words) but its baseline was not measured again: this check measures the new chunking against the old baseline.",
      },
    ]);
    expect(compare(head.replace("measured_on: 2026-11-03", "measured_on: 2026-12-01"))).toEqual([]);
    // a digested baseline: the chunking change explains the digest mismatch, so it is listed once
    const digested = withDigest(REGISTRY);
    expect(compare(digested.replace("      size: 120\n", "      size: 240\n"), { base: digested }).map((c) => c.kind)).toEqual(["chunking-changed"]);
    // a source without a baseline has nothing to go stale
    expect(compare(REGISTRY.replace("{ strategy: page }", "{ strategy: fixed }"))).toEqual([]);
  });

  it("lists a retriever change for each baseline not measured again", () => {
    const head = REGISTRY.replace("retriever: { kind: bm25 }", "retriever: { kind: bm25, k1: 0.9 }").replace("measured_on: 2026-10-01", "measured_on: 2026-12-01");
    const changes = compare(head);
    expect(changes.map((c) => [c.kind, c.sourceId, c.before, c.after, c.at.line, c.needsApproval])).toEqual([["retriever-changed", "policies", "bm25(k1=1.2,b=0.75)", "bm25(k1=0.9,b=0.75)", 3, false]]);
  });

  it("lists a baseline edited after it was measured (its digest no longer matches), needing approval", () => {
    const base = withDigest(REGISTRY);
    const head = base.replace("held_out_recall: 0.8", "held_out_recall: 0.9");
    expect(compare(head, { base }).map((c) => [c.kind, c.sourceId, c.needsApproval, c.at.line])).toEqual([["digest-mismatch", "policies", true, lineOf(head, "digest:")]]);
    expect(compare(head, { base })[0]!.sentence).toBe("The baseline of policies was edited after it was measured: its digest no longer matches its values.");
    // a younger date, to dodge max_age_days
    expect(compare(base.replace("measured_on: 2026-11-03", "measured_on: 2026-12-01"), { base }).map((c) => c.kind)).toEqual(["digest-mismatch"]);
    // a removed digest hides the next edit
    const stripped = compare(base.replace(/ {6}digest: .*\n/, ""), { base });
    expect(stripped.map((c) => [c.kind, c.after])).toEqual([["digest-mismatch", null]]);
    // a mismatch already there at base, untouched, is not this pull request's edit
    expect(compare(head, { base: head })).toEqual([]);
  });

  it("lists removed questions (approval) and changed ones (listed) at their lines", () => {
    const golden = GOLDEN.replace(/- question_id: ret-002[\s\S]*?(?=- question_id: ret-003)/, "").replace("Do you ship to Antarctica?", "Do you ship to the Moon?");
    const changes = compare(REGISTRY, { golden });
    expect(changes.map((c) => [c.kind, c.key, c.at, c.needsApproval])).toEqual([
      ["question-removed", "questions[ret-002]", { file: "evals/retrieval.yaml", line: 5, side: "base" }, true],
      ["question-changed", "questions[ret-003]", { file: "evals/retrieval.yaml", line: 5, side: "head" }, false],
    ]);
    expect(changes[0]!.sentence).toBe('The question ret-002 ("What is the water damage deductible?") is removed from the golden set.');
    expect(changes[1]!.sentence).toBe("The question ret-003 changed its wording: the check scores the new version.");
    const relabelled = compare(REGISTRY, { golden: GOLDEN.replace('heading: ["Returns", "Damaged goods"]', 'heading: ["Returns"]') });
    expect(relabelled.map((c) => [c.kind, c.before, c.after])).toEqual([
      ["question-changed", "How long do customers have to return damaged goods? [Returns Policy > Returns > Damaged goods]", "How long do customers have to return damaged goods? [Returns Policy > Returns]"],
    ]);
  });

  it("lists every setting that loosens the gate, and none that tightens it", () => {
    const loosened = REGISTRY.replace("k: 3\nsplit: { train: 0.7, seed: 42 }", "k: 5\nsplit: { train: 0.7, seed: 7 }")
      .replace("confidence: 0.95", "confidence: 0.99")
      .replace("max_age_days: 180\n", "")
      .replace("stale: fail", "stale: warn")
      .replace("require_baseline: true", "require_baseline: false")
      .replace("held_out: { protect: thresholdout, budget: 10, sigma: 0.025 }", "held_out: { protect: thresholdout, budget: 20, sigma: 0.01 }\napproval_label: ok");
    const changes = compare(loosened);
    expect(changes.every((c) => c.kind === "setting-loosened" && c.needsApproval)).toBe(true);
    // in line order at head; a removed key points at line 1
    expect(changes.map((c) => [c.key, c.before, c.after])).toEqual([
      ["max_age_days", "180", "none"],
      ["k", "3", "5"],
      ["split.seed", "42", "7"],
      ["noise.confidence", "0.95", "0.99"],
      ["stale", "fail", "warn"],
      ["require_baseline", "true", "false"],
      ["held_out.budget", "10", "20"],
      ["held_out.sigma", "0.025", "0.01"],
      ["approval_label", "chunkgate:accept-baseline", "ok"],
    ]);
    expect(changes.find((c) => c.key === "k")!.sentence).toBe("`k` changed from 3 to 5: recall at a deeper cutoff is easier to keep.");
    expect(changes.find((c) => c.key === "max_age_days")!.at.line).toBe(1);
    expect(compare(REGISTRY.replace("noise: { method: binomial, confidence: 0.95 }", "noise: { method: questions, questions: 4 }")).map((c) => c.key)).toEqual(["noise.method"]);
    expect(compare(REGISTRY.replace("held_out: { protect: thresholdout, budget: 10, sigma: 0.025 }", "held_out:\n")).map((c) => [c.key, c.after, c.at.line])).toEqual([["held_out.protect", "none", 10]]);
    const tightened = REGISTRY.replace("k: 3\n", "k: 2\n").replace("confidence: 0.95", "confidence: 0.9").replace("max_age_days: 180", "max_age_days: 90").replace("budget: 10", "budget: 5");
    expect(compare(tightened)).toEqual([]);
  });

  it("lists patch coverage weighing less as a loosened setting: `coverage.patch` lowered, or `min` lowered while it gates", () => {
    const gated = REGISTRY.replace("stale: fail", "stale: fail\ncoverage: { patch: fail, min: 0.8 }");
    const against = (head: string) => compare(head, { base: gated }).map((c) => [c.key, c.before, c.after, c.needsApproval]);
    expect(against(gated.replace("patch: fail", "patch: warn"))).toEqual([["coverage.patch", "fail", "warn", true]]);
    expect(against(gated.replace("\ncoverage: { patch: fail, min: 0.8 }", ""))).toEqual([["coverage.patch", "fail", "note", true]]);
    expect(against(gated.replace("min: 0.8", "min: 0.5"))).toEqual([["coverage.min", "0.8", "0.5", true]]);
    // tightening is not listed, and neither is a lower `min` while it only notes
    expect(compare(REGISTRY.replace("stale: fail", "stale: fail\ncoverage: { patch: warn, min: 0.5 }"))).toEqual([]);
    expect(against(gated.replace("min: 0.8", "min: 0.9"))).toEqual([]);
    const noted = gated.replace("patch: fail", "patch: note");
    expect(compare(noted.replace("min: 0.8", "min: 0.1"), { base: noted })).toEqual([]);
  });

  it("lists a rewritten held-out ledger, never an appended one", () => {
    const base = '{"date":"2026-11-10"}\n{"date":"2026-11-12"}\n';
    expect(compare(REGISTRY, { ledger: { base, head: `${base}{"date":"2026-12-01"}\n` } })).toEqual([]);
    expect(compare(REGISTRY, { ledger: { base: null, head: base } })).toEqual([]);
    const dropped = compare(REGISTRY, { ledger: { base, head: '{"date":"2026-11-10"}\n' } });
    expect(dropped.map((c) => [c.kind, c.before, c.after, c.at.line, c.needsApproval])).toEqual([["ledger-rewritten", "2 lines", "1 lines", 2, true]]);
    expect(dropped[0]!.sentence).toBe("The held-out ledger chunkgate.ledger.jsonl no longer begins with its 2 lines at base (first difference on line 2): it is append-only, and rewriting it hides looks at the held-out split.");
    expect(compare(REGISTRY, { ledger: { base, head: null } }).map((c) => [c.kind, c.at.side])).toEqual([["ledger-rewritten", "base"]]);
  });

  it("orders what needs approval first", () => {
    const head = REGISTRY.replace("      size: 120\n", "      size: 240\n").replace("recall: 0.75", "recall: 0.5").replace("k: 3\nsplit", "k: 4\nsplit");
    expect(compare(head).map((c) => c.kind)).toEqual(["recall-lowered", "setting-loosened", "chunking-changed"]);
  });
});

describe("approving baseline changes", () => {
  const changes = compare(REGISTRY.replace("recall: 0.75", "recall: 0.5").replace("      size: 120\n", "      size: 240\n"));

  it("fails what needs approval until the label is on the pull request, and says what it needs", () => {
    const missing = approveBaselineChanges({ changes, label: "chunkgate:accept-baseline", labels: [{ name: "docs", appliedBy: "alice" }] });
    expect(missing).toMatchObject({ approved: false, approvedBy: null, label: "chunkgate:accept-baseline" });
    expect(missing.required.map((c) => c.kind)).toEqual(["recall-lowered"]);
    expect(missing.sentence).toBe('This pull request needs the "chunkgate:accept-baseline" label to pass, because it changes what the gate measures against: The train recall baseline of faq is lowered from 0.75 to 0.5.');
  });

  it("says who applied the label and what it approved", () => {
    const approved = approveBaselineChanges({ changes, label: "chunkgate:accept-baseline", labels: [{ name: "chunkgate:accept-baseline", appliedBy: "carol" }] });
    expect(approved).toMatchObject({ approved: true, approvedBy: "carol" });
    expect(approved.sentence).toBe('Approved with the "chunkgate:accept-baseline" label by carol: The train recall baseline of faq is lowered from 0.75 to 0.5.');
  });

  it("refuses an application the shell refused, saying why", () => {
    const refused = approveBaselineChanges({ changes, label: "chunkgate:accept-baseline", labels: [{ name: "chunkgate:accept-baseline", appliedBy: "mallory", refusal: "mallory is the pull request's author" }] });
    expect(refused).toMatchObject({ approved: false, approvedBy: null, withdrawn: false });
    expect(refused.sentence).toMatch(/^The "chunkgate:accept-baseline" label by mallory does not approve: mallory is the pull request's author\. This pull request needs/);
  });

  it("ties an approval to its exact change set: the same set in any order keeps it, another set withdraws it and says what changed", () => {
    const digest = approvalDigest(changes.filter((c) => c.needsApproval));
    expect(approvalDigest([...changes].reverse().filter((c) => c.needsApproval))).toBe(digest);
    const kept = approveBaselineChanges({ changes, label: "l", labels: [{ name: "l", appliedBy: "carol", covered: { digest, changes: ["x"] } }] });
    expect(kept).toMatchObject({ approved: true, withdrawn: false, digest });
    const lower = compare(REGISTRY.replace("recall: 0.75", "recall: 0.05"));
    expect(approvalDigest(lower.filter((c) => c.needsApproval))).not.toBe(digest);
    const withdrawn = approveBaselineChanges({ changes: lower, label: "l", labels: [{ name: "l", appliedBy: "carol", covered: { digest, changes: ["The train recall baseline of faq is lowered from 0.75 to 0.5."] } }] });
    expect(withdrawn).toMatchObject({ approved: false, withdrawn: true, approvedBy: null });
    expect(withdrawn.sentence).toContain("new since the approval: The train recall baseline of faq is lowered from 0.75 to 0.05; approved but no longer made: The train recall baseline of faq is lowered from 0.75 to 0.5.");
  });

  it("needs nothing when nothing needs approval", () => {
    const listedOnly = compare(REGISTRY.replace("      size: 120\n", "      size: 240\n"));
    expect(approveBaselineChanges({ changes: listedOnly, label: "x", labels: [] })).toMatchObject({ approved: true, required: [], sentence: "" });
  });

  it("takes the label's name from the base registry, which the pull request does not control", () => {
    const base = parseRegistry(REGISTRY.replace("stale: fail", "stale: fail\napproval_label: baseline-ok"), "chunkgate.yml");
    const head = parseRegistry(REGISTRY.replace("stale: fail", "stale: fail\napproval_label: anything"), "chunkgate.yml");
    expect(approvalLabel({ base, head })).toBe("baseline-ok");
    expect(approvalLabel({ base: null, head })).toBe("anything");
  });
});
