import { describe, expect, it } from "vitest";
import { describeError } from "../../src/action/step.js";
import { renderErrorSummary } from "../../src/report/renderCommands.js";
import { UserError } from "../../src/errors.js";

describe("describeError", () => {
  it("gives a user error's file, line and fix, with no stack", () => {
    const described = describeError(new UserError("unknown key `questons`", { file: "chunkgate.yml", line: 3, hint: "did you mean `questions`?" }));
    expect(described).toEqual({ message: "chunkgate: chunkgate.yml:3: unknown key `questons`\n  fix: did you mean `questions`?" });
  });

  it("marks anything else as an internal error and keeps its stack for the log", () => {
    const described = describeError(new TypeError("x is undefined"));
    expect(described.message).toBe("chunkgate: internal error (please report it): x is undefined");
    expect(described.detail).toMatch(/TypeError: x is undefined\n\s+at /);
  });

  it("handles throws that are not errors", () => {
    expect(describeError("boom").message).toBe("chunkgate: internal error (please report it): boom");
    expect(describeError({ code: 7 }).message).toBe('chunkgate: internal error (please report it): {"code":7}');
    expect(describeError(undefined).message).toBe("chunkgate: internal error (please report it): undefined");
  });
});

describe("renderErrorSummary", () => {
  it("fences the message with more backticks than it holds", () => {
    const summary = renderErrorSummary("chunkgate.yml:3: unknown key ```x```");
    expect(summary).toContain("\n````text\nchunkgate.yml:3: unknown key ```x```\n````\n");
  });
});
