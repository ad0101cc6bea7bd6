import { describe, expect, it } from "vitest";
import type { BaselineChange } from "../../src/gate/baselineChanges.js";
import { renderBaselineChangesMarkdown, renderBaselineChangesText } from "../../src/report/pullRequestParts.js";
import { buildBaselineChanges } from "../helpers/pullRequestReport.js";

const DIGEST = "sha256:4f1c0ffee0000000000000000000000000000000000000000000000000000000";

/** The values under a baseline edited by hand, its digest left as it was. */
const edited: BaselineChange = {
  kind: "digest-mismatch",
  sourceId: "product_docs",
  key: "sources[product_docs].baseline.digest",
  before: DIGEST,
  after: DIGEST,
  needsApproval: true,
  sentence: "The baseline of product_docs was edited after it was measured: its digest no longer matches its values.",
  at: { file: "chunkgate.yml", line: 24, side: "head" },
};

describe("renderBaselineChanges", () => {
  it("never shows an identical digest as a change to itself", () => {
    const report = buildBaselineChanges({ changes: [edited] });
    const text = renderBaselineChangesText(report).join("\n");
    expect(text).toContain(`sources[product_docs].baseline.digest: ${DIGEST} (unchanged)`);
    expect(text).not.toContain("→");
    const md = renderBaselineChangesMarkdown(report) ?? "";
    expect(md).toContain("(unchanged)");
    expect(md).not.toContain("→");
  });

  it("still shows a value that changed as before → after", () => {
    const text = renderBaselineChangesText(buildBaselineChanges({ changes: [{ ...edited, after: null }] })).join("\n");
    expect(text).toContain(`${DIGEST} → none`);
  });
});
