import { describe, expect, it } from "vitest";
import { parseGoldenSet } from "../../../src/config/parseGoldenSet.js";
import { editGoldenSetText } from "../../../src/usecases/relabel/editGoldenSetText.js";

const TEXT = [
  "# golden set, kept by hand",
  "questions:",
  "  - question_id: 093          # an id YAML 1.2 reads as a number",
  "    question: Where?",
  "    supporting:",
  '      - { document: "Returns Policy", heading: "Damaged goods" }   # one heading as a string',
  "      - document: docs/a.md",
  "        heading: [Setup, 'Old name']",
  "    distractors:",
  "      - document: Old Title",
  "        heading:",
  '          - "Late"',
  "  - question_id: q2",
  "    question: What?",
  "    supporting: []",
  "",
].join("\r\n");

describe("editGoldenSetText", () => {
  it("writes each fix into its key, in the key's own style, and keeps every other byte (CRLF, comments, quotes, ids read as numbers)", () => {
    const { text, skipped } = editGoldenSetText(TEXT, "evals/retrieval.yaml", [
      { questionId: "093", key: "supporting[0]", fix: { heading: ["Damage claims"] } },
      { questionId: "093", key: "supporting[1]", fix: { heading: ["Setup", "New name"] } },
      { questionId: "093", key: "distractors[0]", fix: { document: "New Title" } },
    ]);
    expect(skipped).toEqual([]);
    expect(text).toBe(
      TEXT.replace('heading: "Damaged goods" }   # one', 'heading: "Damage claims" }   # one')
        .replace("heading: [Setup, 'Old name']", "heading: [Setup, 'New name']")
        .replace("      - document: Old Title", "      - document: New Title"),
    );
    const question = parseGoldenSet(text, "evals/retrieval.yaml").questions[0]!;
    expect(question.supporting.map((k) => (k.kind === "heading" ? k.heading : []))).toEqual([["Damage claims"], ["Setup", "New name"]]);
  });

  it("skips, with why, a fix of another length than the key and a key that is not where it was read", () => {
    const { text, skipped } = editGoldenSetText(TEXT, "evals/retrieval.yaml", [
      { questionId: "093", key: "supporting[1]", fix: { heading: ["Only one"] } },
      { questionId: "q9", key: "supporting[0]", fix: { heading: ["X"] } },
    ]);
    expect(text).toBe(TEXT);
    expect(skipped.map((s) => s.reason)).toEqual(["the suggested heading path has 1 heading and the key 2: write it by hand", "`supporting[0]` of question `q9` is not where it was read"]);
  });
});
