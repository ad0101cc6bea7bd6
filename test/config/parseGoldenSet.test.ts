import { describe, expect, it } from "vitest";
import { parseGoldenSet } from "../../src/config/parseGoldenSet.js";
import type { GoldenSet } from "../../src/config/types.js";
import { expectOnly, expectProblem, find, problems } from "./problems.js";

const FILE = "evals/retrieval.yaml";

// The golden-set example of PRODUCT.md, verbatim.
const PRODUCT_EXAMPLE = `- question_id: ret-001
  question: "How long do customers have to return damaged goods?"
  supporting:
    - document: "Returns and Credits Policy"   # title (front matter / first H1) or repo path
      heading: ["Returns", "Damaged goods"]
  distractors:
    - document: "Returns and Credits Policy"
      heading: ["Returns", "Late returns"]
- question_id: ret-002
  question: "What is the water damage deductible?"
  supporting:
    - span: "The deductible for water damage is $1,000"   # gold text; survives any re-chunking
`;

const parse = (text: string) => () => parseGoldenSet(text, FILE);

describe("parseGoldenSet on valid golden sets", () => {
  it("reads the PRODUCT.md example, with the line of every question and key", () => {
    const expected: GoldenSet = {
      file: FILE,
      questions: [
        {
          id: "ret-001",
          text: "How long do customers have to return damaged goods?",
          supporting: [{ kind: "heading", document: "Returns and Credits Policy", heading: ["Returns", "Damaged goods"], line: 4 }],
          distractors: [{ kind: "heading", document: "Returns and Credits Policy", heading: ["Returns", "Late returns"], line: 7 }],
          line: 1,
        },
        {
          id: "ret-002",
          text: "What is the water damage deductible?",
          supporting: [{ kind: "span", span: "The deductible for water damage is $1,000", document: undefined, line: 12 }],
          distractors: [],
          line: 9,
        },
      ],
    };
    expect(parseGoldenSet(PRODUCT_EXAMPLE, FILE)).toEqual(expected);
  });

  it("keeps an unquoted id that YAML 1.2 reads as a number or a boolean as written", () => {
    // YAML 1.1 tools write these unquoted; the core schema would make 93, Infinity, 100000, 31 and true of them
    const ids = ["093", "9761e499", "1e5", "0x1F", "0o17", "-12", "12.50", ".inf", "true", "ret-001"];
    const text = ids.map((id) => `- question_id: ${id}\n  question: Why ${id}?\n  supporting: []\n`).join("");
    expect(parseGoldenSet(text, FILE).questions.map((q) => q.id)).toEqual(ids);
  });

  it("counts an unquoted numeric id and the same id quoted as one id, given twice", () => {
    const text = `- question_id: 093\n  question: A?\n  supporting: []\n- question_id: "093"\n  question: B?\n  supporting: []\n`;
    expectOnly(parse(text), { file: FILE, line: 4, message: "duplicate question_id `093` (lines 1 and 4)", hint: "give each question its own id" });
  });

  it("accepts the mapping form `questions: [...]`", () => {
    const indented = PRODUCT_EXAMPLE.split("\n").map((line) => (line === "" ? line : `  ${line}`)).join("\n");
    const golden = parseGoldenSet(`questions:\n${indented}`, FILE);
    expect(golden.questions.map((q) => [q.id, q.line])).toEqual([["ret-001", 2], ["ret-002", 10]]);
  });

  it("reads every key form: heading path, one heading, whole document, span with a document", () => {
    const text = `- question_id: q1
  question: Which?
  supporting:
    - { document: docs/a.md, heading: [A, B, C] }
    - { document: docs/a.md, heading: Setup }
    - { document: "Glossary" }
    - { span: "exact words", document: docs/b.md }
`;
    expect(parseGoldenSet(text, FILE).questions[0]?.supporting).toEqual([
      { kind: "heading", document: "docs/a.md", heading: ["A", "B", "C"], line: 4 },
      { kind: "heading", document: "docs/a.md", heading: ["Setup"], line: 5 },
      { kind: "document", document: "Glossary", line: 6 },
      { kind: "span", span: "exact words", document: "docs/b.md", line: 7 },
    ]);
  });

  it("keeps an empty `supporting` list: the corpus has no answer", () => {
    const golden = parseGoldenSet("- question_id: none\n  question: Is there a moon base?\n  supporting: []\n  distractors:\n", FILE);
    expect(golden.questions[0]).toMatchObject({ supporting: [], distractors: [] });
  });
});

describe("parseGoldenSet reports mistakes with file, line and fix", () => {
  const Q = "- question_id: q1\n  question: Why?\n"; // lines 1–2; `supporting` goes on line 3
  // `also`: a second problem the same mistake causes (a misspelled key is also a missing one).
  const cases: { name: string; text: string; line: number; message: string; hint: string; also?: string }[] = [
    { name: "question_id missing", text: "- question: Why?\n  supporting: []\n", line: 1, message: "question #1: missing `question_id`", hint: "add `question_id:" },
    { name: "blank question", text: '- question_id: q1\n  question: "  "\n  supporting: []\n', line: 2, message: 'question `q1`: `question` must be a non-empty string, got "  "', hint: "question: " },
    { name: "supporting missing", text: Q, line: 1, message: "question `q1`: missing `supporting`", hint: "write `supporting: []` when the corpus has no answer" },
    { name: "supporting empty value", text: `${Q}  supporting:\n`, line: 3, message: "question `q1`: empty `supporting`", hint: "`supporting: []`" },
    { name: "supporting not a list", text: `${Q}  supporting: { span: x }\n`, line: 3, message: "`supporting` must be a list, got a mapping", hint: "supporting: [{ document:" },
    { name: "key given as a string", text: `${Q}  supporting:\n    - Returns and Credits Policy\n`, line: 4, message: '`supporting[0]` must be a mapping, one of `{ document, heading }`, `{ document }` or `{ span }`', hint: "- { document:" },
    { name: "heading without document", text: `${Q}  supporting:\n    - heading: [Returns]\n`, line: 4, message: "`supporting[0]` has a `heading` but no `document`", hint: "- { document:" },
    { name: "span and heading together", text: `${Q}  supporting:\n    - span: abc\n      heading: [Returns]\n`, line: 5, message: "has both `span` and `heading`", hint: "keep `span`" },
    { name: "empty key", text: `${Q}  supporting:\n    - {}\n`, line: 4, message: "`supporting[0]` is empty", hint: "- { document:" },
    { name: "blank span", text: `${Q}  supporting:\n    - span: ""\n`, line: 4, message: '`supporting[0].span` must be a non-empty string, got ""', hint: "span: " },
    { name: "empty heading path", text: `${Q}  supporting:\n    - { document: a.md, heading: [] }\n`, line: 4, message: "`supporting[0].heading` must name at least one heading", hint: "leave `heading` out to key the whole document" },
    { name: "numeric heading", text: `${Q}  distractors:\n    - { document: a.md, heading: [Releases, 2024] }\n  supporting: []\n`, line: 4, message: "`distractors[0].heading[1]` must be a non-empty string, got `2024`", hint: "- " },
    { name: "heading as a mapping", text: `${Q}  supporting:\n    - { document: a.md, heading: { a: b } }\n`, line: 4, message: "`supporting[0].heading` must be a heading path", hint: "heading: [" },
    { name: "misspelled key field", text: `${Q}  supporting:\n    - { documnet: a.md }\n`, line: 4, message: "question `q1`: unknown key `supporting[0].documnet`", hint: "did you mean `document`?" },
    { name: "misspelled question field", text: `${Q}  suporting: []\n`, line: 3, message: "question `q1`: unknown key `suporting`", hint: "did you mean `supporting`?", also: "missing `supporting`" },
    { name: "question not a mapping", text: "- Why?\n", line: 1, message: 'question #1: the entry must be a mapping, got "Why?"', hint: "- { question_id:" },
    { name: "empty golden set", text: "# to do\n", line: 1, message: "the golden set has no questions", hint: "add at least one" },
    { name: "empty list", text: "[]\n", line: 1, message: "the golden set has no questions, got an empty list", hint: "add at least one" },
    { name: "scalar golden set", text: "questions\n", line: 1, message: 'the golden set must be a list, got "questions"', hint: "- { question_id:" },
    { name: "mapping form without questions", text: "questons: []\n", line: 1, message: "unknown key `questons`", hint: "did you mean `questions`?", also: "missing `questions`" },
    { name: "syntax error", text: `${Q}  supporting: [{ span: "a" }\n- question_id: q2\n`, line: 4, message: "invalid YAML at line 4, column 1", hint: "" },
  ];

  it.each(cases)("$name", ({ text, line, message, hint, also }) => {
    if (also === undefined) {
      expectOnly(parse(text), { file: FILE, line, message, hint });
      return;
    }
    const found = problems(parse(text));
    expect(found).toHaveLength(2);
    expectProblem(find(found, message), { file: FILE, line, message, hint });
    expect(find(found, also)?.file).toBe(FILE);
  });

  it("names both lines of a duplicated question_id, even when the first question has other problems", () => {
    const text = `- question_id: ret-001
  question: ""
  supporting: []
- question_id: ret-002
  question: Fine?
  supporting: []
- question_id: ret-001
  question: Again?
  supporting: []
`;
    const found = problems(parse(text));
    expect(found).toHaveLength(2);
    expectProblem(find(found, "duplicate"), { file: FILE, line: 7, message: "duplicate question_id `ret-001` (lines 1 and 7)", hint: "give each question its own id" });
  });

  it("reports every problem of the file together, in line order", () => {
    const text = `- question_id: a
  question: ""
  supporting:
    - heading: x
    - span: y
      heading: z
- question: no id
  supporting: nope
- question_id: a
  question: dup
  supporting: []
`;
    const found = problems(parse(text));
    expect(found.map((p) => p.line)).toEqual([2, 4, 6, 7, 8, 9]);
    expect(found.every((p) => p.file === FILE && p.hint !== undefined)).toBe(true);
  });
});

describe("parseGoldenSet parses a text once", () => {
  const text = '- { question_id: q1, question: "Where?", supporting: [{ document: "a.md" }] }\n';
  it("gives the same golden set for the same text and file, and parses another text or file anew", () => {
    const first = parseGoldenSet(text, "evals/g.yaml");
    expect(parseGoldenSet(text, "evals/g.yaml")).toBe(first);
    const elsewhere = parseGoldenSet(text, "evals/other.yaml");
    expect(elsewhere).not.toBe(first);
    expect(elsewhere.file).toBe("evals/other.yaml");
    const changed = parseGoldenSet(text.replace("Where?", "When?"), "evals/other.yaml");
    expect(changed.questions[0]!.text).toBe("When?");
  });

  it("still reports every problem of an invalid text, each time", () => {
    const bad = "- { question_id: q1 }\n";
    expect(() => parseGoldenSet(bad, "evals/g.yaml")).toThrow();
    expect(() => parseGoldenSet(bad, "evals/g.yaml")).toThrow();
  });
});
