import { describe, expect, it } from "vitest";
import type { EvidenceKey, GoldenSet } from "../../src/config/types.js";
import { parseDocument } from "../../src/corpus/parseDocument.js";
import { resolveQuestions } from "../../src/evaluation/resolveQuestions.js";
import { buildDocument } from "../helpers/buildDocument.js";

const rights = buildDocument({
  path: "docs/rights.md",
  title: "Customer\u2019s Rights \u2013 Overview",
  sections: [
    { heading: ["Customer\u2019s Rights \u2013 Overview"], blocks: [["Intro."]] },
    { heading: ["Customer\u2019s Rights \u2013 Overview", "The \u201Ccooling-off\u201D period"], blocks: [["You have 14 days\u2014no questions asked."]] },
    { heading: ["Customer\u2019s Rights \u2013 Overview", "Sizes in 5\u2032 steps"], blocks: [["Doors come in 5\u2032 steps."]] },
    { heading: ["Customer\u2019s Rights \u2013 Overview", "Refunds"], blocks: [["Refunds take a week."]] },
    { heading: ["Customer\u2019s Rights \u2013 Overview", "Repairs"], blocks: [["Repairs are free."]] },
    { heading: ["Customer\u2019s Rights \u2013 Overview", "Warranty claims"], blocks: [["Claims need a receipt."]] },
  ],
});
// no front matter title, no H1: the title is the first heading; the second file's title is from front matter
const noH1 = parseDocument({ path: "book/ch03-02-data-types.md", content: "## Data Types\n\nEvery value has a type.\n\n### Scalar Types\n\nIntegers.\n" }).document;
const titled = parseDocument({ path: "book/ch04.md", content: "---\ntitle: Chapter four\n---\n\n## Understanding Ownership\n\nOwnership rules.\n" }).document;
const docs = [rights, noH1, titled];
const split = { train: 0.7, seed: 42 };

function golden(...keys: EvidenceKey[]): GoldenSet {
  return { file: "evals/retrieval.yaml", questions: keys.map((key, i) => ({ id: `q${i + 1}`, text: "?", supporting: [key], distractors: [], line: i + 1 })) };
}
const heading = (document: string, path: string[]): EvidenceKey => ({ kind: "heading", document, heading: path, line: undefined });
const span = (text: string): EvidenceKey => ({ kind: "span", span: text, document: undefined, line: undefined });

describe("heading and title keys typed with plain quotes and dashes", () => {
  it("match the curly quotes, apostrophes and dashes of the page", () => {
    const { questions, problems } = resolveQuestions(golden(heading("Customer's Rights - Overview", [`The "cooling-off" period`])), docs, split);
    expect(problems).toEqual([]);
    expect(questions[0]!.supporting[0]!.paths).toEqual(["docs/rights.md"]);
  });

  it("say which character differs when a key differs from a heading only in punctuation that is not folded", () => {
    const { problems } = resolveQuestions(golden(heading("docs/rights.md", ["Sizes in 5' steps"])), docs, split);
    expect(problems[0]).toMatchObject({
      kind: "missing-heading",
      message: 'heading "Sizes in 5\' steps" matches no section of docs/rights.md ("Customer\u2019s Rights \u2013 Overview"): it differs from `Sizes in 5\u2032 steps` only in punctuation: the key has \' where the heading has \u2032 (U+2032)',
      suggestions: ["Sizes in 5\u2032 steps"],
      hint: "did you mean `Sizes in 5\u2032 steps`? (type the heading's characters)",
    });
  });

  it("say which character differs for a title", () => {
    const { problems } = resolveQuestions(golden({ kind: "document", document: "Customer's Rights: Overview", line: 1 }), docs, split);
    expect(problems[0]!.message).toBe('document "Customer\'s Rights: Overview" matches no document title or path: it differs from the title "Customer\u2019s Rights \u2013 Overview" only in punctuation: the key has : where the title has \u2013 (U+2013)');
  });

  it("say which character differs when a span is in the text with other quotes or dashes", () => {
    const { problems } = resolveQuestions(golden(span("14 days-no questions")), docs, split);
    expect(problems[0]).toMatchObject({
      kind: "missing-span",
      document: "docs/rights.md",
      message: 'span "14 days-no questions" appears in docs/rights.md only with other punctuation: the key has - where the document has \u2014 (U+2014)',
    });
    // a prime is not folded, so a straight quote in its place is a span found nowhere
    const other = resolveQuestions(golden(span("Doors come in 5' steps")), docs, split).problems;
    expect(other[0]).toMatchObject({ kind: "missing-span", message: "span \"Doors come in 5' steps\" appears in no document" });
  });
});

describe("a document without an H1 or front-matter title", () => {
  it("is named by its first heading", () => {
    expect(noH1.title).toBe("Data Types");
    const { problems } = resolveQuestions(golden(heading("data types", ["Scalar Types"])), docs, split);
    expect(problems).toEqual([]);
  });

  it("a title key naming a file's first heading suggests that file", () => {
    const { problems } = resolveQuestions(golden(heading("Understanding Ownership", ["x"])), docs, split);
    expect(problems[0]).toMatchObject({
      kind: "missing-document",
      message: 'document "Understanding Ownership" matches no document title or path; it is the first heading of book/ch04.md (titled "Chapter four")',
      suggestions: ["book/ch04.md"],
      hint: 'name the document by its path ("book/ch04.md") or by its title',
    });
  });
});

describe("a key whose heading exists nowhere", () => {
  it("lists the document's headings, nearest first", () => {
    const { problems } = resolveQuestions(golden(heading("docs/rights.md", ["Refundz policy"])), docs, split);
    expect(problems[0]!.suggestions).toEqual([]);
    expect(problems[0]!.message).toBe(
      'heading "Refundz policy" matches no section of docs/rights.md ("Customer\u2019s Rights \u2013 Overview"); its headings, nearest first: `Refunds`, `Repairs`, `The \u201Ccooling-off\u201D period`, `Warranty claims`, `Customer\u2019s Rights \u2013 Overview` and 1 more',
    );
  });
});
