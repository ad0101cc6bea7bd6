import { describe, expect, it } from "vitest";
import { SNAPSHOT_SLACK_DOCUMENTS, snapshotOutdated } from "../../../src/usecases/check/chunkDocumentsLazily.js";

describe("snapshotOutdated", () => {
  it("needs both more than 1 % of the documents and more than the slack left out", () => {
    // a few documents of a small source: over 1 %, within the slack
    expect(snapshotOutdated(5, 441)).toBe(false);
    expect(snapshotOutdated(SNAPSHOT_SLACK_DOCUMENTS, 100)).toBe(false);
    expect(snapshotOutdated(SNAPSHOT_SLACK_DOCUMENTS + 1, 100)).toBe(true);
    // a large source: the 1 % decides
    expect(snapshotOutdated(116, 11_612)).toBe(false);
    expect(snapshotOutdated(117, 11_612)).toBe(true);
    expect(snapshotOutdated(0, 0)).toBe(false);
  });
});
