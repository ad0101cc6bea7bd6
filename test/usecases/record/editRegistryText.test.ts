import fc from "fast-check";
import { parseDocument } from "yaml";
import { describe, expect, it } from "vitest";
import { parseRegistry } from "../../../src/config/parseRegistry.js";
import { UserError } from "../../../src/errors.js";
import { editRegistryText } from "../../../src/usecases/record/editRegistryText.js";
import { formatScalar } from "../../../src/usecases/record/scalarEdit.js";
import type { YamlMapValue } from "../../../src/usecases/record/yamlValue.js";

const FILE = "chunkgate.yml";
const REGISTRY = `version: 1
questions: evals/retrieval.yaml        # golden set
sources:
  - id: docs
    include: ["docs/**/*.md"]          # every page
    chunking:
      strategy: structural
      size: 120                        # words
    baseline:                          # written by record
      measured_on: 2026-11-03
      retriever: bm25
      k: 3
      recall: 0.91                     # train split
      held_out_recall: 0.90
      questions: { train: 24, held_out: 10 }

  - id: other
    include: other/**
    chunking: { strategy: fixed }
`;

const BASELINE: YamlMapValue["entries"] = [
  ["measured_on", "2026-12-01"],
  ["retriever", "bm25(k1=1.2,b=0.75)"],
  ["k", 3],
  ["recall", { raw: "0.9167" }],
  ["held_out_recall", { raw: "0.8" }],
  ["questions", { flow: true, entries: [["train", 24], ["held_out", 10]] }],
  ["corpus", { flow: true, entries: [["documents", 30], ["sections", 174], ["tokens", 5677]] }],
  ["golden_set", "sha256:ab12"],
];

const edit = (text: string, sourceId: string, chunking: YamlMapValue["entries"] = [], baseline: YamlMapValue["entries"] = BASELINE) =>
  editRegistryText(text, { file: FILE, sourceId, chunking, baseline });

/** Lines of `after` that are not lines of `before` (and the reverse): what the edit touched. */
function changedLines(before: string, after: string): { removed: string[]; added: string[] } {
  const a = before.split("\n");
  const b = after.split("\n");
  return { removed: a.filter((l) => !b.includes(l)), added: b.filter((l) => !a.includes(l)) };
}

describe("editing one source of the registry text in place", () => {
  it("replaces changed values where they stand, keeping comments in their column, quoting and order", () => {
    const after = edit(REGISTRY, "docs", [["size", 240]]);
    expect(changedLines(REGISTRY, after)).toEqual({
      removed: ["      size: 120                        # words", "      measured_on: 2026-11-03", "      retriever: bm25", "      recall: 0.91                     # train split", "      held_out_recall: 0.90"],
      added: [
        "      size: 240                        # words",
        "      measured_on: 2026-12-01",
        "      retriever: bm25(k1=1.2,b=0.75)",
        "      recall: 0.9167                   # train split",
        "      held_out_recall: 0.8",
        "      corpus: { documents: 30, sections: 174, tokens: 5677 }",
        "      golden_set: sha256:ab12",
      ],
    });
    expect(after).toContain('    include: ["docs/**/*.md"]          # every page\n');
    expect(after).toContain("      questions: { train: 24, held_out: 10 }\n      corpus:");
    expect(after).toContain("\n\n  - id: other\n");
  });

  it("keeps a flow mapping in flow style when its values change", () => {
    const after = edit(REGISTRY, "docs", [], [["questions", { flow: true, entries: [["train", 25], ["held_out", 9]] }]]);
    expect(after).toContain("      questions: { train: 25, held_out: 9 }\n");
  });

  it("adds a missing chunking key after the last one, at its indentation", () => {
    const after = edit(REGISTRY, "docs", [["overlap", 12]]);
    expect(after).toContain("      size: 120                        # words\n      overlap: 12\n    baseline:");
  });

  it("creates the baseline block after the source's last key when there is none", () => {
    const after = edit(REGISTRY, "other", [["size", 60]]);
    expect(after.endsWith(`    chunking: { strategy: fixed, size: 60 }
    baseline:
      measured_on: 2026-12-01
      retriever: bm25(k1=1.2,b=0.75)
      k: 3
      recall: 0.9167
      held_out_recall: 0.8
      questions: { train: 24, held_out: 10 }
      corpus: { documents: 30, sections: 174, tokens: 5677 }
      golden_set: sha256:ab12
`)).toBe(true);
    expect(parseRegistry(after, FILE).sources[1]!.baseline).toMatchObject({ recall: 0.9167, questions: { train: 24, heldOut: 10 } });
  });

  it("fills an empty `baseline:` below its key, leaving a comment on that line where it is", () => {
    const text = REGISTRY.replace(/ {4}baseline:[^]*?(?=\n\n)/, "    baseline:    # to be recorded");
    const after = edit(text, "docs");
    expect(after).toContain("    baseline:    # to be recorded\n      measured_on: 2026-12-01\n");
    expect(parseRegistry(after, FILE).sources[0]!.baseline?.measuredOn).toBe("2026-12-01");
  });

  it("removes held_out_recall when the source has no held-out question", () => {
    const after = edit(REGISTRY, "docs", [], [["held_out_recall", null]]);
    expect(after).not.toContain("held_out_recall");
    expect(parseRegistry(after, FILE).sources[0]!.baseline?.heldOutRecall).toBeNull();
  });

  it("edits a source written as one flow mapping", () => {
    const text = 'version: 1\nquestions: q.yaml\nsources:\n  - { id: docs, include: ["d/**"], chunking: { strategy: fixed } }\n';
    const after = edit(text, "docs", [["size", 60]]);
    expect(after).toBe(
      'version: 1\nquestions: q.yaml\nsources:\n  - { id: docs, include: ["d/**"], chunking: { strategy: fixed, size: 60 }, baseline: { measured_on: 2026-12-01, retriever: "bm25(k1=1.2,b=0.75)", k: 3, recall: 0.9167, held_out_recall: 0.8, questions: { train: 24, held_out: 10 }, corpus: { documents: 30, sections: 174, tokens: 5677 }, golden_set: sha256:ab12 } }\n',
    );
    expect(parseRegistry(after, FILE).sources[0]!.baseline?.retriever).toBe("bm25(k1=1.2,b=0.75)");
  });

  it("keeps CRLF line endings and a missing final newline", () => {
    const crlf = REGISTRY.replace(/\n/g, "\r\n").replace(/\r\n$/, "");
    const after = edit(crlf, "other");
    expect(after.replace(/\r\n/g, "")).not.toMatch(/\n/);
    expect(after).toContain("chunking: { strategy: fixed }\r\n    baseline:\r\n      measured_on: 2026-12-01\r\n");
    expect(after.endsWith("golden_set: sha256:ab12\r\n")).toBe(true);
  });

  it("refuses to edit a chunking mapping shared through an alias", () => {
    const text = REGISTRY.replace("    chunking: { strategy: fixed }", "    chunking: *shared").replace("    chunking:\n", "    chunking: &shared\n");
    expect(() => edit(text, "other", [["size", 60]])).toThrow(UserError);
    expect(() => edit(text, "other", [["size", 60]])).toThrow(/is an alias: chunkgate record edits only a source's own chunking mapping/);
  });

  it("refuses a source the registry does not have", () => {
    expect(() => edit(REGISTRY, "nope")).toThrow(/no source "nope" in chunkgate.yml/);
  });
});

describe("writing scalars", () => {
  it("writes any string so that it reads back as itself, in block and in flow context", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 20 }), fc.boolean(), (s, flow) => {
        const text = formatScalar(s, { flow });
        const doc = parseDocument(flow ? `{ k: ${text} }` : `k: ${text}\n`, { schema: "core" });
        expect(doc.errors).toEqual([]);
        expect(doc.toJS().k).toBe(s);
      }),
    );
  });

  it("writes plain what can be plain, and quotes what YAML would read as something else", () => {
    expect(formatScalar("2026-12-01", { flow: false })).toBe("2026-12-01");
    expect(formatScalar("bm25(k1=1.2,b=0.75)", { flow: false })).toBe("bm25(k1=1.2,b=0.75)");
    expect(formatScalar("bm25(k1=1.2,b=0.75)", { flow: true })).toBe('"bm25(k1=1.2,b=0.75)"');
    expect(formatScalar("true", { flow: false })).toBe('"true"');
    expect(formatScalar("3", { flow: false })).toBe('"3"');
  });
});
