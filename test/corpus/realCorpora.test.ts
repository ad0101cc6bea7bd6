import { afterEach, describe, expect, it, vi } from "vitest";
import { corporaDir, corpusMissing } from "./realCorpora.js";

afterEach(() => {
  vi.restoreAllMocks();
});

describe("tests on ../shared/corpora", () => {
  it("say why they skip when a corpus is absent: which one, the path looked at, and what they need", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    expect(corpusMissing("no-such-corpus")).toBe(true);
    expect(warn).toHaveBeenCalledTimes(1);
    const message = String(warn.mock.calls[0]![0]);
    expect(message).toContain("skipping no-such-corpus");
    expect(message).toContain(`${corporaDir}/no-such-corpus is absent`);
    expect(message).toMatch(/need \.\.\/shared\/corpora next to the project/);
  });
});
