import { describe, expect, it } from "vitest";
import { parseRegistry } from "../../src/config/parseRegistry.js";
import { expectOnly } from "./problems.js";

const BASE = `version: 1
questions: evals/retrieval.yaml
sources:
  - id: docs
    include: ["docs/**/*.md"]
    chunking: { strategy: structural }
`;

describe("registry: max_file_bytes", () => {
  it("is absent unless set (loadCorpus applies its 5 MiB default)", () => {
    expect(parseRegistry(BASE, "chunkgate.yml").maxFileBytes).toBeUndefined();
  });

  it("reads a positive integer of bytes", () => {
    expect(parseRegistry(`${BASE}max_file_bytes: 10485760\n`, "chunkgate.yml").maxFileBytes).toBe(10_485_760);
  });

  it.each([
    ["0", "got `0`"],
    ["1.5", "got `1.5`"],
    ['"5MB"', 'got "5MB"'],
  ])("refuses %s with the line and the fix", (value, got) => {
    expectOnly(() => parseRegistry(`${BASE}max_file_bytes: ${value}\n`, "chunkgate.yml"), {
      file: "chunkgate.yml",
      line: 7,
      message: `\`max_file_bytes\` must be an integer at least 1, ${got}`,
      hint: "`max_file_bytes: 5242880` (the default)",
    });
  });
});
