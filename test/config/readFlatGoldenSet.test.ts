import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseGoldenSet, parseGoldenSetWithYaml } from "../../src/config/parseGoldenSet.js";
import { readFlatGoldenSet } from "../../src/config/readFlatGoldenSet.js";
import type { GoldenSet } from "../../src/config/types.js";
import { fuzzRuns } from "../helpers/fuzzRuns.js";

const FILE = "evals/retrieval.yaml";

/** What the `yaml` path gives: the golden set, or the error it throws. */
function viaYaml(text: string): GoldenSet | Error {
  try {
    return parseGoldenSetWithYaml(text, FILE);
  } catch (error) {
    return error as Error;
  }
}

// Characters that make quoting matter: YAML indicators, quotes, backslashes, non-ASCII.
const CHARS = fc.constantFrom(...[..."abcXYZ 019_-.,:#'\"\\[]{}()/&*!|>%@`?é😀"]); // by code point
const TEXT = fc.string({ unit: CHARS, minLength: 1, maxLength: 12 });
// Ids YAML 1.2 types as numbers or booleans are kept as written (check.identifier).
const PLAIN_IDS = ["ret-001", "093", "9761e499", "1e5", "0x1F", "true", "False", ".inf", "1_000", "a.b/c"];
const PLAIN_ID = fc.constantFrom(...PLAIN_IDS);

type Style = "double" | "single" | "plain";
function render(value: string, style: Style): string {
  if (style === "double") return `"${value.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
  if (style === "single") return `'${value.replace(/'/g, "''")}'`;
  return value;
}
const STYLE = fc.constantFrom<Style>("double", "single", "plain");

const KEY = fc.oneof(
  fc.record({ kind: fc.constant("heading"), document: TEXT, heading: fc.array(TEXT, { minLength: 1, maxLength: 3 }), asScalar: fc.boolean() }),
  fc.record({ kind: fc.constant("document"), document: TEXT }),
  fc.record({ kind: fc.constant("span"), span: TEXT, document: fc.option(TEXT, { nil: undefined }) }),
);
const QUESTION = fc.record({
  id: fc.oneof(PLAIN_ID.map((id) => ({ id, style: "plain" as Style })), fc.record({ id: TEXT, style: STYLE })),
  text: TEXT,
  supporting: fc.array(KEY, { maxLength: 3 }),
  distractors: fc.option(fc.array(KEY, { maxLength: 2 }), { nil: undefined }),
  order: fc.boolean(),
});
const LAYOUT = fc.record({
  style: STYLE,
  nested: fc.constantFrom(2, 4),
  comments: fc.boolean(),
  blank: fc.boolean(),
});

type Key = typeof KEY extends fc.Arbitrary<infer T> ? T : never;
type QuestionSpec = typeof QUESTION extends fc.Arbitrary<infer T> ? T : never;

/** A golden set written in the flat shape (`style` for every text value; lists nested at column `nested`). */
function write(questions: QuestionSpec[], layout: { style: Style; nested: number; comments: boolean; blank: boolean }): string {
  const s = (value: string): string => render(value, layout.style);
  const pad = " ".repeat(layout.nested);
  const keyLines = (name: string, keys: Key[]): string[] => {
    if (keys.length === 0) return [`  ${name}: []`];
    const out = [`  ${name}:`];
    for (const key of keys) {
      const fields: string[] = [];
      if (key.kind === "span") {
        fields.push(`span: ${s(key.span)}`);
        if (key.document !== undefined) fields.push(`document: ${s(key.document)}`);
      } else {
        fields.push(`document: ${s(key.document)}`);
        if (key.kind === "heading") {
          const quoted = layout.style === "plain" ? "double" : layout.style;
          fields.push(key.asScalar && key.heading.length === 1 ? `heading: ${s(key.heading[0]!)}` : `heading: [${key.heading.map((h) => render(h, quoted)).join(", ")}]`);
        }
      }
      out.push(`${pad}- ${fields[0]}${layout.comments ? "   # a comment" : ""}`, ...fields.slice(1).map((field) => `${pad}  ${field}`));
    }
    return out;
  };
  const lines: string[] = layout.comments ? ["# golden set"] : [];
  for (const q of questions) {
    const head = [`question_id: ${render(q.id.id, q.id.style)}`, `question: ${s(q.text)}`];
    if (q.order) head.reverse();
    lines.push(`- ${head[0]}`, `  ${head[1]}`, ...keyLines("supporting", q.supporting));
    if (q.distractors !== undefined) lines.push(...keyLines("distractors", q.distractors));
    if (layout.blank) lines.push("");
  }
  return lines.join("\n") + "\n";
}

describe("readFlatGoldenSet", () => {
  it("reads a flat golden set exactly as the yaml path does, lines included", () => {
    const text = [
      "# questions",
      "- question_id: 093",
      '  question: "How long do customers have to return damaged goods?"',
      "  supporting:",
      '    - document: "Returns and Credits Policy"   # title or path',
      "      heading: [\"Returns\", 'Damaged goods']",
      "  distractors:",
      "  - document: Returns",
      "    heading: Late returns",
      "",
      "- question: What is the water damage deductible?",
      "  question_id: 9761e499",
      "  supporting:",
      "    - span: 'The deductible for water damage is $1,000 and it''s \"fixed\"'",
      "      document: policy.md",
      "    - document: faq.md",
      "- question_id: ret-003",
      "  question: Unanswerable",
      "  supporting: []",
    ].join("\n");
    const fast = readFlatGoldenSet(text, FILE);
    expect(fast).toStrictEqual(parseGoldenSetWithYaml(text, FILE));
    expect(fast?.questions.map((q) => [q.id, q.line, q.supporting.map((k) => k.line)])).toEqual([
      ["093", 2, [5]],
      ["9761e499", 11, [14, 16]],
      ["ret-003", 17, []],
    ]);
    expect(fast?.questions[0]?.distractors).toStrictEqual([{ kind: "heading", document: "Returns", heading: ["Late returns"], line: 8 }]);
  });

  it("refuses what it is not sure of, so the yaml path reads it (and reports its errors)", () => {
    const refused = [
      "questions:\n  - question_id: a\n    question: b\n    supporting: []\n", // the mapping form
      "- question_id: ~\n  question: b\n  supporting: []\n", // a null id: an error
      "- question_id: a\n  question: true\n  supporting: []\n", // a boolean question: an error
      "- question_id: a\n  question: b\n  supporting:\n", // empty supporting: an error
      "- question_id: a\n  question: b\n  supporting: []\n- question_id: a\n  question: c\n  supporting: []\n", // duplicate id
      "- question_id: a\n  question: b\n  supporting: []\n  extra: 1\n", // unknown key
      "- question_id: a\n  question: >\n    folded\n  supporting: []\n", // a block scalar
      "- question_id: a\n  question: b\n    continued\n  supporting: []\n", // a multi-line plain scalar
      '- question_id: a\n  question: "b\\tc"\n  supporting: []\n', // an escape other than \" and \\
      "- question_id: a\n  question: b\n  supporting:\n    - document: d\n      span: s\n      heading: h\n", // span and heading
      "- question_id: a\r\n  question: b\r\n  supporting: []\r\n", // CRLF
      "---\n- question_id: a\n  question: b\n  supporting: []\n", // a document marker
      "- question_id: a\n  question: b\n  supporting:\n  - document: d\n  heading: []\n", // misplaced heading
      // a list's `-` left of its key (fast-check's counterexample, seed -207850055): YAML refuses it
      '- question_id: a\n  question: b\n  supporting:\n - document: "d"\n  distractors:\n  - document: "e"\n',
      "- question_id: a\n  question: b\n  supporting:\n - document: d\n",
      "",
    ];
    for (const text of refused) expect(readFlatGoldenSet(text, FILE), JSON.stringify(text)).toBeUndefined();
    // parseGoldenSet's errors are those of the yaml path.
    const bad = "- question_id: ~\n  question: b\n  supporting: []\n";
    expect(() => parseGoldenSet(bad, FILE)).toThrow((viaYaml(bad) as Error).message);
  });

  it("equals the yaml path on generated flat golden sets, and accepts them", () => {
    fc.assert(
      fc.property(fc.array(QUESTION, { minLength: 1, maxLength: 4 }), LAYOUT, (questions, layout) => {
        const text = write(questions, layout);
        const reference = viaYaml(text);
        const fast = readFlatGoldenSet(text, FILE);
        if (fast !== undefined) expect(fast).toStrictEqual(reference);
        // Quoted values the yaml path accepts are always read here too.
        const quotedOnly = layout.style !== "plain" && questions.every((q) => q.id.style !== "plain" || PLAIN_IDS.includes(q.id.id));
        if (quotedOnly && !(reference instanceof Error)) expect(fast).toBeDefined();
      }),
      { numRuns: fuzzRuns(300) },
    );
  });

  it("never disagrees with the yaml path on damaged flat golden sets: it refuses or gives the same", () => {
    const damage = fc.record({ at: fc.nat(), cut: fc.nat({ max: 3 }), insert: fc.string({ unit: fc.constantFrom(..." -:#\"'\\[],\n\t~&*!|>x0".split("")), maxLength: 3 }) });
    fc.assert(
      fc.property(fc.array(QUESTION, { minLength: 1, maxLength: 3 }), LAYOUT, fc.array(damage, { minLength: 1, maxLength: 3 }), (questions, layout, damages) => {
        let text = write(questions, layout);
        for (const { at, cut, insert } of damages) {
          const where = at % (text.length + 1);
          text = text.slice(0, where) + insert + text.slice(where + cut);
        }
        const fast = readFlatGoldenSet(text, FILE);
        if (fast !== undefined) expect(fast).toStrictEqual(viaYaml(text));
      }),
      { numRuns: fuzzRuns(1000) },
    );
  });
});
