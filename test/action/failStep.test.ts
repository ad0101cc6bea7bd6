import { afterEach, describe, expect, it, vi } from "vitest";
import { failStep, warnStep } from "../../src/action/step.js";

/** What `run` writes to stdout, where @actions/core prints workflow commands. */
function printed(run: () => void): string {
  const chunks: string[] = [];
  const spy = vi.spyOn(process.stdout, "write").mockImplementation((chunk: string | Uint8Array) => {
    chunks.push(String(chunk));
    return true;
  });
  try {
    run();
  } finally {
    spy.mockRestore();
  }
  return chunks.join("");
}

describe("failStep and warnStep", () => {
  afterEach(() => {
    process.exitCode = undefined;
  });

  it("fail the step with the message's bidirectional controls and zero-width characters shown, never raw", () => {
    const out = printed(() => failStep("regression in invoice\u202Efdp.md\u200B"));
    expect(process.exitCode).toBe(1);
    expect(out).toContain("::error::regression in invoice<U+202E>fdp.md<U+200B>");
    expect(out).not.toMatch(/[\u202E\u200B]/);
  });

  it("warn with the same escaping, leaving the exit code alone", () => {
    const out = printed(() => warnStep("heading \u2066Returns\u2069"));
    expect(process.exitCode).toBeUndefined();
    expect(out).toContain("::warning::heading <U+2066>Returns<U+2069>");
  });
});
