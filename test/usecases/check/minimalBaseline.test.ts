import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCheck } from "../../../src/usecases/check/runCheck.js";
import { parseRegistry } from "../../../src/config/parseRegistry.js";
import { renderCheckMarkdown, renderText } from "../../../src/report/renderCheck.js";
import { runCliInProcess } from "../../helpers/runCliCapture.js";
import { tempFixture } from "../../helpers/tempRepo.js";

/** fixtures/policies with its baseline cut down to what background/001 records: a date and a recall. */
const minimal = () =>
  tempFixture("policies", {
    "chunkgate.yml": (text) =>
      text.slice(0, text.indexOf("    baseline:")) + "    baseline:                          # measured by hand, 2026-11-29\n      measured_on: 2026-11-29\n      recall: 0.8636\n",
  });

describe("a minimal baseline: a date and a recall", () => {
  it("is read, with everything else left out", async () => {
    const root = await minimal();
    const registry = parseRegistry(await readFile(join(root, "chunkgate.yml"), "utf8"), "chunkgate.yml");
    expect(registry.sources[0]!.baseline).toEqual({ measuredOn: "2026-11-29", recall: 0.8636, retriever: null, k: null, heldOutRecall: null, questions: null, corpus: null, line: 16 });
  });

  it("gates as the full baseline does, and the report names what is missing with the command that fills it", async () => {
    const root = await minimal();
    const { report } = await runCheck({ root });
    const source = report.sources[0]!;
    expect(source.verdict).toBe("pass");
    expect(source.summary).toBe("Train recall@3 0.86 is level with the baseline 0.86 (19 of 22 train questions).");
    expect(source.baselineMissing).toEqual(["retriever", "k", "held_out_recall", "questions", "corpus"]);
    const note =
      "The baseline records no `retriever`, `k`, `held_out_recall`, `questions` and `corpus`; it gates as it is, but a baseline measured with another retriever, at another k or on a much smaller corpus cannot be flagged. `chunkgate record --source policy_docs --write` measures the source again and writes them.";
    expect(renderText(report)).toContain(`  baseline measured 2026-11-29\n  note: ${note}\n`);
    expect(renderCheckMarkdown(report)).toContain("Baseline measured 2026-11-29.");
    expect(renderCheckMarkdown(report)).toContain("- Note: The baseline records no `retriever`, `k`, `held_out_recall`, `questions` and `corpus`");
  });

  it("says nothing is missing once `chunkgate record` has filled it, keeping its comment", async () => {
    const root = await minimal();
    const record = await runCliInProcess(["record", "--source", "policy_docs", "--write"], root);
    expect(record.code).toBe(0);
    const text = await readFile(join(root, "chunkgate.yml"), "utf8");
    expect(text).toContain("    baseline:                          # measured by hand, 2026-11-29\n");
    expect(parseRegistry(text, "chunkgate.yml").sources[0]!.baseline).toMatchObject({ retriever: "bm25(k1=1.2,b=0.75)", k: 3, heldOutRecall: 1, questions: { train: 22, heldOut: 5 } });
    const { report } = await runCheck({ root });
    expect(report.sources[0]!.baselineMissing).toEqual([]);
    expect(renderText(report)).not.toContain("The baseline records no");
  });
});
