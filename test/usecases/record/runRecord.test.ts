import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadWorkspace } from "../../../src/usecases/check/loadWorkspace.js";
import { runCheck } from "../../../src/usecases/check/runCheck.js";
import { parseRegistry } from "../../../src/config/parseRegistry.js";
import { runRecord } from "../../../src/usecases/record/runRecord.js";
import { fingerprintGoldenSet } from "../../../src/usecases/sweep/fingerprintGoldenSet.js";
import { tempFixture } from "../../helpers/tempRepo.js";
import { userError } from "../../helpers/userError.js";
import { baselineDigest, checkBaselineDigest } from "../../../src/gate/baselineDigest.js";
import { fingerprintDocuments } from "../../../src/usecases/sweep/fingerprintDocuments.js";

/** The comment of each line that has one (`# …` to the end), as written. */
function comments(text: string): string[] {
  return text.split("\n").flatMap((line) => (line.includes("#") ? [line.slice(line.indexOf("#"))] : []));
}

describe("recording a baseline into the registry", () => {
  it("round-trips fixtures/lumen: new parameters and numbers, every comment kept, the gate reads it", async () => {
    const root = await tempFixture("lumen");
    const file = join(root, "chunkgate.yml");
    const before = await readFile(file, "utf8");
    const workspace = await loadWorkspace({ root });
    const result = await runRecord({ workspace, sourceId: "product_docs", chunking: { size: 240, overlap: 0.1 }, today: "2026-12-01" });
    await writeFile(file, result.after);

    const after = await readFile(file, "utf8");
    for (const comment of comments(before)) expect(after).toContain(comment);
    const changed = before.split("\n").filter((line) => !after.split("\n").includes(line));
    expect(changed.every((line) => /^\s+(size|overlap|measured_on|recall|held_out_recall|questions|corpus):/.test(line))).toBe(true);

    const { train, heldOut } = result.evaluation;
    const source = parseRegistry(after, "chunkgate.yml").sources[0]!;
    expect(source.chunking).toMatchObject({ strategy: "structural", unit: "words", size: 240, overlap: 24 });
    expect(source.baseline).toEqual({
      measuredOn: "2026-12-01",
      retriever: "bm25(k1=1.2,b=0.75)",
      k: 3,
      recall: Number(train.recall.toFixed(4)),
      heldOutRecall: Number(heldOut.recall.toFixed(4)),
      questions: { train: train.questions, heldOut: heldOut.questions },
      corpus: { documents: 30, sections: 174, tokens: 5677 },
      goldenSet: fingerprintGoldenSet(workspace.golden),
      corpusFingerprint: fingerprintDocuments(workspace.documents.get("product_docs")!),
      digest: baselineDigest({ sourceId: "product_docs", chunking: source.chunking, baseline: source.baseline! }),
      line: source.baseline!.line,
    });
    expect(after).toContain(`      golden_set: ${fingerprintGoldenSet(workspace.golden)}\n`);
    expect(after).toMatch(/^ {6}digest: sha256:[0-9a-f]{64}\n/m);
    expect(checkBaselineDigest(source, { registryFile: "chunkgate.yml" })).toEqual({ status: "measured" });

    const { report } = await runCheck({ root });
    expect(report.sources[0]!.summary).toMatch(/level with the baseline/);
  });

  it("prints nothing to change when the registry already records these numbers", async () => {
    const root = await tempFixture("lumen");
    const first = await runRecord({ workspace: await loadWorkspace({ root }), sourceId: "product_docs", today: "2026-12-01" });
    await writeFile(join(root, "chunkgate.yml"), first.after);
    const second = await runRecord({ workspace: await loadWorkspace({ root }), sourceId: "product_docs", today: "2026-12-01" });
    expect(second.diff).toBe("");
    expect(second.after).toBe(first.after);
  });

  it("writes a whole baseline block for a source that has none", async () => {
    const root = await tempFixture("policies", { "chunkgate.yml": (t) => t.slice(0, t.indexOf("    baseline:")) });
    const result = await runRecord({ workspace: await loadWorkspace({ root }), sourceId: "policy_docs", today: "2026-12-01" });
    expect(result.diff).toMatch(/^\+    baseline:$/m);
    expect(result.diff).toMatch(/^\+      questions: \{ train: 22, held_out: 5 \}$/m);
    expect(parseRegistry(result.after, "chunkgate.yml").sources[0]!.baseline).toMatchObject({ recall: 0.8636, heldOutRecall: 1, questions: { train: 22, heldOut: 5 } });
  });

  it("refuses to record while golden-set labels do not fit the corpus", async () => {
    const root = await tempFixture("lumen", { "docs/products/returns-policy.md": (t) => t.replace("## Damaged in transit", "## Damage claims") });
    const error = await userError(runRecord({ workspace: await loadWorkspace({ root }), sourceId: "product_docs", today: "2026-12-01" }));
    expect(error.message).toMatch(/golden-set label\(s\) do not fit the corpus, so a baseline would be measured on a subset/);
    expect(error.file).toBe("evals/retrieval.yaml");
  });

  it("refuses an overlap that is not below the size", async () => {
    const root = await tempFixture("lumen");
    const error = await userError(runRecord({ workspace: await loadWorkspace({ root }), sourceId: "product_docs", chunking: { size: 20, overlap: 20 }, today: "2026-12-01" }));
    expect(error.message).toBe("overlap 20 (20) is not below size 20");
  });
});
