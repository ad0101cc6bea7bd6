import { describe, expect, it } from "vitest";
import fc from "fast-check";
import type { EvidenceKey, GoldenSet, Question } from "../../src/config/types.js";
import { parseDocument } from "../../src/corpus/parseDocument.js";
import type { Document } from "../../src/corpus/types.js";
import { coverageRows, measureCoverage, summariseCoverage } from "../../src/evaluation/measureCoverage.js";
import { resolveQuestions } from "../../src/evaluation/resolveQuestions.js";
import { fuzzRuns } from "../helpers/fuzzRuns.js";

const SPLIT = { train: 0.7, seed: 42 };

/** A counter that gives whitespace tokens too, as o200k does: a blank line that is not empty costs something. */
const countChars = (line: string): number => line.length;

// Markdown pieces that make sections with and without text: headings with nothing under them,
// blank and whitespace-only lines in lists and code, a fence of blank lines, a comment.
const WORDS = ["alpha", "beta", "gamma", "delta", "install", "upgrade", "Returns", "damaged goods"];
const piece = fc.oneof(
  fc.tuple(fc.integer({ min: 1, max: 4 }), fc.constantFrom(...WORDS)).map(([level, word]) => `${"#".repeat(level)} ${word}\n`),
  fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 6 }).map((words) => `${words.join(" ")}.\n`),
  fc.constantFrom("- item one\n  \n  item more\n", "- a\n- b\n", "```\n\n   \n```\n", "```ts\nconst x = 1;\n\n```\n", "    indented code\n", "<!-- note -->\n", "   \n", "> quoted text\n"),
);
const markdown = fc.array(piece, { maxLength: 14 }).map((pieces) => pieces.join("\n"));

/** Every key a golden set could hold for `documents`: each section's heading key, a span from each non-blank line, each document. */
function candidateKeys(documents: readonly Document[]): EvidenceKey[] {
  const keys: EvidenceKey[] = [];
  for (const document of documents) {
    keys.push({ kind: "document", document: document.path, line: undefined });
    for (const section of document.sections) {
      if (section.headingPath.length > 0) keys.push({ kind: "heading", document: document.path, heading: section.headingPath, line: undefined });
      for (const block of section.blocks) for (const line of block.lines) if (line.trim() !== "") keys.push({ kind: "span", span: line.trim(), document: undefined, line: undefined });
    }
  }
  return keys;
}

describe("summariseCoverage", () => {
  it("gives measureCoverage's summary from the documents' rows, whatever the documents and keys", () => {
    fc.assert(
      fc.property(fc.array(markdown, { minLength: 1, maxLength: 4 }), fc.array(fc.array(fc.nat(), { maxLength: 3 }), { maxLength: 8 }), (texts, picks) => {
        const documents = texts.map((content, i) => parseDocument({ path: `docs/page-${i}.md`, content }).document);
        const candidates = candidateKeys(documents);
        const questions: Question[] = picks.map((pick, i) => ({ id: `q${i}`, text: `question ${i}`, supporting: pick.map((n) => candidates[n % candidates.length]!), distractors: [], line: i + 1 }));
        const golden: GoldenSet = { file: "evals/retrieval.yaml", questions };
        const resolved = resolveQuestions(golden, documents, SPLIT).questions;
        const full = measureCoverage({ documents, questions: resolved, countTokens: countChars }).summary;
        const fromRows = summariseCoverage({ documents: documents.map((d) => ({ path: d.path, rows: coverageRows(d, countChars) })), questions: resolved });
        expect(fromRows).toEqual(full);
      }),
      { numRuns: fuzzRuns(200) },
    );
  });

  it("adds a document no key names as uncovered without looking at anything but its rows", () => {
    const keyed = parseDocument({ path: "docs/a.md", content: "# A\n\nText of a.\n\n## B\n\nText of b.\n" }).document;
    const golden: GoldenSet = { file: "evals/retrieval.yaml", questions: [{ id: "q1", text: "b?", supporting: [{ kind: "heading", document: "docs/a.md", heading: ["B"], line: undefined }], distractors: [], line: 1 }] };
    const { questions } = resolveQuestions(golden, [keyed], SPLIT);
    const rows = [{ startLine: 1, endLine: 9, tokens: 7 }, { startLine: 12, endLine: 12, tokens: 5 }];
    const summary = summariseCoverage({ documents: [{ path: "docs/a.md", rows: coverageRows(keyed, countChars) }, { path: "docs/other.md", rows }], questions });
    expect(summary).toEqual({ sections: 4, coveredSections: 1, tokens: "Text of a.".length + "Text of b.".length + 12, coveredTokens: "Text of b.".length });
  });
});
