import { describe, expect, it } from "vitest";
import { parseRegistry } from "../../src/config/parseRegistry.js";
import { problems as thrown } from "./problems.js";

const registry = (extra = "") => `version: 1
questions: evals/q.yaml
${extra}sources:
  - id: docs
    include: ["docs/**/*.md"]
    chunking: { strategy: structural }
`;

/** Every problem a registry text has, each as `line: message | fix`. */
function problems(text: string): string[] {
  return thrown(() => parseRegistry(text, "chunkgate.yml")).map((e) => `${e.line}: ${e.message} | ${e.hint}`);
}

describe("the registry's coverage: block", () => {
  it("defaults to `patch: note, min: 0.5`: patch coverage is shown and never changes a verdict", () => {
    expect(parseRegistry(registry(), "chunkgate.yml").coverage).toEqual({ patch: "note", min: 0.5 });
    expect(parseRegistry(registry("coverage:\n"), "chunkgate.yml").coverage).toEqual({ patch: "note", min: 0.5 });
  });

  it("reads `patch` and `min`, filling the one left out", () => {
    expect(parseRegistry(registry("coverage: { patch: fail, min: 0.8 }\n"), "chunkgate.yml").coverage).toEqual({ patch: "fail", min: 0.8 });
    expect(parseRegistry(registry("coverage: { patch: warn }\n"), "chunkgate.yml").coverage).toEqual({ patch: "warn", min: 0.5 });
    expect(parseRegistry(registry("coverage: { min: 1 }\n"), "chunkgate.yml").coverage).toEqual({ patch: "note", min: 1 });
  });

  it("names the line, the key, the bad value and the accepted ones", () => {
    const found = problems(registry("coverage:\n  patch: block\n  min: 1.5\n"));
    expect(found).toHaveLength(2);
    expect(found[0]).toMatch(/^4: .*`coverage\.patch`.*block/);
    expect(found[0]).toMatch(/note.*warn.*fail/);
    expect(found[1]).toMatch(/^5: .*`coverage\.min`.*1\.5/);
  });

  it("suggests the known key for a misspelt one, and places `patch` and `min` in `coverage:` when written at the top", () => {
    expect(problems(registry("coverage: { patch: warn, minimum: 0.5 }\n")).join("\n")).toContain("`min`");
    expect(problems(registry("patch: warn\n")).join("\n")).toContain("`coverage:`");
  });
});
