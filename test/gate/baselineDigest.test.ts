import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { parseRegistry } from "../../src/config/parseRegistry.js";
import { BASELINE_DIGEST_FIELDS, baselineDigest, checkBaselineDigest, recordCommand } from "../../src/gate/baselineDigest.js";

const REGISTRY = `version: 1
questions: evals/retrieval.yaml
sources:
  - id: docs
    include: ["docs/**/*.md"]
    chunking: { strategy: structural, size: 120, overlap: 20 }
    baseline:
      measured_on: 2026-11-03
      retriever: bm25(k1=1.2,b=0.75)
      k: 3
      recall: 0.9167
      held_out_recall: 0.8
      questions: { train: 24, held_out: 10 }
      corpus: { documents: 30, sections: 174, tokens: 5677 }
      golden_set: sha256:${"a".repeat(64)}
      corpus_fingerprint: sha256:${"c".repeat(64)}
`;

/** The registry with the digest record would write for its (first) source. */
function recorded(text = REGISTRY): string {
  const source = parseRegistry(text, "chunkgate.yml").sources[0]!;
  return `${text}      digest: ${baselineDigest({ sourceId: source.id, chunking: source.chunking, baseline: source.baseline! })}\n`;
}

function provenance(text: string, registryFile = "chunkgate.yml") {
  return checkBaselineDigest(parseRegistry(text, registryFile).sources[0]!, { registryFile });
}

describe("baseline digests", () => {
  it("verify a baseline as record wrote it", () => {
    expect(provenance(recorded())).toEqual({ status: "measured" });
  });

  it("are a stable format: this input has had this digest since digests began", () => {
    const source = parseRegistry(REGISTRY, "chunkgate.yml").sources[0]!;
    expect(BASELINE_DIGEST_FIELDS).toEqual(["source", "chunking", "measured_on", "retriever", "k", "recall", "held_out_recall", "questions", "golden_set", "corpus", "corpus_fingerprint"]);
    // the documented canonical form, written out by hand
    const canonical = JSON.stringify([
      "chunkgate-baseline-digest/1",
      ["source", "docs"],
      ["chunking", ["structural", "words", 120, 20, true, "o200k_base"]],
      ["measured_on", "2026-11-03"],
      ["retriever", "bm25(k1=1.2,b=0.75)"],
      ["k", 3],
      ["recall", 0.9167],
      ["held_out_recall", 0.8],
      ["questions", [24, 10]],
      ["golden_set", `sha256:${"a".repeat(64)}`],
      ["corpus", [30, 174, 5677]],
      ["corpus_fingerprint", `sha256:${"c".repeat(64)}`],
    ]);
    const digest = baselineDigest({ sourceId: source.id, chunking: source.chunking, baseline: source.baseline! });
    expect(digest).toBe(`sha256:${createHash("sha256").update(canonical).digest("hex")}`);
    expect(digest).toBe("sha256:380be9afc88ea39cb2f00361a3a65695959d169575c1d2efc8de3d4f1bcfd449");
  });

  it("ignore how the YAML is written: comments, quoting, number forms, flow or block style", () => {
    const text = recorded()
      .replace("recall: 0.9167", 'recall: 0.91670   # train')
      .replace("held_out_recall: 0.8", "held_out_recall: 8.0e-1")
      .replace("retriever: bm25(k1=1.2,b=0.75)", 'retriever: "bm25(k1=1.2,b=0.75)"')
      .replace("questions: { train: 24, held_out: 10 }", "questions:\n        train: 24\n        held_out: 10")
      .replace("chunking: { strategy: structural, size: 120, overlap: 20 }", "chunking:\n      overlap: 20\n      size: 120\n      strategy: structural");
    expect(provenance(text)).toEqual({ status: "measured" });
  });

  const edits: Array<[string, (t: string) => string]> = [
    ["the recall raised", (t) => t.replace("recall: 0.9167", "recall: 0.95")],
    ["the held-out recall", (t) => t.replace("held_out_recall: 0.8", "held_out_recall: 0.9")],
    ["the held-out recall removed", (t) => t.replace("      held_out_recall: 0.8\n", "")],
    ["the date made younger", (t) => t.replace("measured_on: 2026-11-03", "measured_on: 2026-12-01")],
    ["the retriever", (t) => t.replace("retriever: bm25(k1=1.2,b=0.75)", "retriever: hybrid")],
    ["k", (t) => t.replace("      k: 3\n", "      k: 5\n")],
    ["the question counts", (t) => t.replace("train: 24", "train: 23")],
    ["the corpus counts", (t) => t.replace("documents: 30", "documents: 3")],
    ["the golden-set fingerprint", (t) => t.replace(`sha256:${"a".repeat(64)}`, `sha256:${"b".repeat(64)}`)],
    ["the corpus fingerprint", (t) => t.replace(`sha256:${"c".repeat(64)}`, `sha256:${"e".repeat(64)}`)],
    ["the chunking size", (t) => t.replace("size: 120", "size: 240")],
    ["the context header", (t) => t.replace("overlap: 20 }", "overlap: 20, context_header: false }")],
    ["the baseline copied to another source", (t) => t.replace("id: docs", "id: faq")],
  ];

  it.each(edits)("catch an edit after the measurement: %s", (_, edit) => {
    const result = provenance(edit(recorded()));
    expect(result?.status).toBe("edited");
    if (result?.status === "edited") {
      expect(result.sentence).toMatch(/^The baseline of `(docs|faq)` was edited after it was measured: its digest no longer matches its values, its date or the source's chunking\. `chunkgate record --source (docs|faq) --write` measures it again\.$/);
    }
  });

  it("recognise a hand-written baseline as not measured by chunkgate, with the command that measures it", () => {
    const byHand = "version: 1\nquestions: q.yaml\nsources:\n  - id: docs\n    include: docs/**\n    chunking: { strategy: structural }\n    baseline: { measured_on: 2026-11-03, recall: 0.91 }\n";
    expect(provenance(byHand)).toEqual({
      status: "unmeasured",
      command: "chunkgate record --source docs --write",
      sentence: "The baseline of `docs` was not measured by chunkgate (it has no digest): `chunkgate record --source docs --write` measures it.",
    });
    expect(provenance(byHand, "config/chunkgate.yml")).toMatchObject({ command: "chunkgate record --source docs --registry config/chunkgate.yml --write" });
    expect(provenance(byHand.replace(/\n {4}baseline: .*\n/, "\n"))).toBeNull();
  });

  it("quote an unusual registry path in the record command", () => {
    expect(recordCommand({ sourceId: "docs", registryFile: "my docs/it's.yml" })).toBe("chunkgate record --source docs --registry 'my docs/it'\\''s.yml' --write");
  });
});
