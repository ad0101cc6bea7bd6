import { describe, expect, it } from "vitest";
import { renderFailure } from "../../src/report/renderCommands.js";
import { decideOutcome } from "../../src/usecases/decideOutcome.js";

describe("renderFailure", () => {
  it("is nothing for an outcome that exits 0", () => {
    expect(renderFailure(decideOutcome({ sources: [{ id: "a", verdict: "warn", summary: "s" }], staleLabels: 0, whenEmpty: "pass" }))).toBeNull();
  });

  it("names the verdict, then each reason on its own line: stale labels first, then each source that did not pass, with its fix", () => {
    const outcome = decideOutcome({
      sources: [
        { id: "a", verdict: "fail", summary: "Train recall@3 0.46 is 7 questions below the baseline." },
        { id: "b", verdict: "error", summary: "No train question is answered by this source's documents: nothing was evaluated." },
        { id: "c", verdict: "skipped", summary: "Not scored: the key is missing.", fix: "set `KEY`." },
        { id: "d", verdict: "pass", summary: "fine" },
      ],
      staleLabels: 1,
      whenEmpty: "pass",
    });
    expect(renderFailure(outcome)).toBe(
      [
        "chunkgate: ERROR",
        "- 1 golden-set label no longer fits the corpus (stale labels)",
        "- a: Train recall@3 0.46 is 7 questions below the baseline.",
        "- b: No train question is answered by this source's documents: nothing was evaluated.",
        "- c: Not scored: the key is missing. Fix: set `KEY`.",
      ].join("\n"),
    );
  });
});
