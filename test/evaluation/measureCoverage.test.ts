import { describe, expect, it } from "vitest";
import fc from "fast-check";
import type { EvidenceKey, GoldenSet, Question } from "../../src/config/types.js";
import { parseDocument } from "../../src/corpus/parseDocument.js";
import { measureCoverage } from "../../src/evaluation/measureCoverage.js";
import { resolveQuestions } from "../../src/evaluation/resolveQuestions.js";
import { countWords } from "../../src/chunking/countWords.js";

const RETURNS = `# Returns Policy

Intro text for everyone.

## Returns

### Damaged goods

Damaged goods may be returned within 30 days.
Photos help.

### Late returns

Late returns cost a fee of five dollars.

## Contact

Write to the returns desk.
`;
const returns = parseDocument({ path: "docs/returns.md", content: RETURNS }).document;
const split = { train: 0.7, seed: 42 };

function golden(...keys: EvidenceKey[][]): GoldenSet {
  const questions: Question[] = keys.map((supporting, i) => ({ id: `q${i + 1}`, text: `question ${i + 1}`, supporting, distractors: [], line: i + 1 }));
  return { file: "evals/retrieval.yaml", questions };
}
const heading = (path: string[]): EvidenceKey => ({ kind: "heading", document: "docs/returns.md", heading: path, line: undefined });
const span = (text: string): EvidenceKey => ({ kind: "span", span: text, document: undefined, line: undefined });

function coverageOf(set: GoldenSet) {
  const { questions, problems } = resolveQuestions(set, [returns], split);
  expect(problems).toEqual([]);
  return measureCoverage({ documents: [returns], questions, countTokens: countWords });
}

const covered = (result: ReturnType<typeof coverageOf>) => result.sections.filter((s) => s.questions.length > 0).map((s) => s.section.headingPath.join(" > "));

describe("measureCoverage", () => {
  it("counts only sections with text: a heading whose text is all in its subsections is not a section to cover", () => {
    const { sections, summary } = coverageOf(golden([heading(["Damaged goods"])]));
    expect(sections.map((s) => s.section.headingPath.at(-1))).toEqual(["Returns Policy", "Damaged goods", "Late returns", "Contact"]);
    expect(summary.sections).toBe(4);
  });

  it("covers the section a heading key names, and only that one", () => {
    const result = coverageOf(golden([heading(["Returns", "Damaged goods"])]));
    expect(covered(result)).toEqual(["Returns Policy > Returns > Damaged goods"]);
    expect(result.summary).toEqual({ sections: 4, coveredSections: 1, tokens: 4 + 10 + 8 + 5, coveredTokens: 10 });
  });

  it("covers the section a span key's text lies in, wherever the span is in it", () => {
    const result = coverageOf(golden([span("a fee of five dollars")], [span("Photos help.")]));
    expect(covered(result)).toEqual(["Returns Policy > Returns > Damaged goods", "Returns Policy > Returns > Late returns"]);
    expect(result.sections.find((s) => s.questions.length > 0)!.questions).toEqual(["q2"]);
  });

  it("lists every question that keys a section once, in golden-set order", () => {
    const result = coverageOf(golden([span("returns desk")], [heading(["Contact"])], [heading(["Contact"]), span("Write to")]));
    expect(result.sections.at(-1)!.questions).toEqual(["q1", "q2", "q3"]);
    expect(result.summary.coveredSections).toBe(1);
  });

  it("does not count a document key, a distractor or an unanswerable question as covering a section", () => {
    const set = golden([{ kind: "document", document: "docs/returns.md", line: undefined }], []);
    set.questions[1]!.distractors.push(heading(["Contact"]));
    const result = coverageOf(set);
    expect(result.summary.coveredSections).toBe(0);
    expect(result.summary.coveredTokens).toBe(0);
  });

  it("covers nothing in a corpus the golden set does not reach, and nothing at all without documents", () => {
    expect(measureCoverage({ documents: [], questions: [], countTokens: countWords }).summary).toEqual({ sections: 0, coveredSections: 0, tokens: 0, coveredTokens: 0 });
    const other = parseDocument({ path: "docs/other.md", content: "# Other\n\nDamaged goods may be returned within 30 days.\n" }).document;
    const { questions } = resolveQuestions(golden([heading(["Damaged goods"])]), [returns], split);
    expect(measureCoverage({ documents: [other], questions, countTokens: countWords }).summary.coveredSections).toBe(0);
  });

  it("covered never exceeds the total, by sections or by tokens, whatever the keys", () => {
    // each key with the section it lies in: the oracle
    const keys: Array<[EvidenceKey, string]> = [
      [heading(["Damaged goods"]), "Damaged goods"],
      [heading(["Late returns"]), "Late returns"],
      [heading(["Contact"]), "Contact"],
      [span("Intro text"), "Returns Policy"],
      [span("cost a fee"), "Late returns"],
      [span("returns desk"), "Contact"],
    ];
    fc.assert(
      fc.property(fc.array(fc.subarray(keys, { minLength: 1 }), { maxLength: 6 }), (chosen) => {
        const { sections, summary } = coverageOf(golden(...chosen.map((keyed) => keyed.map(([key]) => key))));
        expect(summary.coveredSections).toBeLessThanOrEqual(summary.sections);
        expect(summary.coveredTokens).toBeLessThanOrEqual(summary.tokens);
        expect(summary.coveredSections).toBe(sections.filter((s) => s.questions.length > 0).length);
        expect(covered({ sections, summary }).map((path) => path.split(" > ").at(-1)).sort()).toEqual([...new Set(chosen.flat().map(([, section]) => section))].sort());
      }),
    );
  });
});
