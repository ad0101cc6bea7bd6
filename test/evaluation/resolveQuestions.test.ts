import { describe, expect, it } from "vitest";
import type { EvidenceKey, GoldenSet, Question } from "../../src/config/types.js";
import { resolveQuestions } from "../../src/evaluation/resolveQuestions.js";
import { supports } from "../../src/evaluation/relevance.js";
import { buildDocument } from "../helpers/buildDocument.js";
import { chunkWith } from "../helpers/chunkWith.js";

const returns = buildDocument({
  path: "docs/returns.md",
  title: "Returns Policy",
  sections: [
    { heading: ["Returns Policy"], blocks: [["Intro text."]] },
    { heading: ["Returns Policy", "Returns"], blocks: [] },
    { heading: ["Returns Policy", "Returns", "Damaged goods"], blocks: [["Damaged goods may be returned within 30 days.", "Photos help."]] },
    { heading: ["Returns Policy", "Returns", "Late returns"], blocks: [["Late returns cost a fee."]] },
  ],
});
const twinA = buildDocument({ path: "a/guide.md", title: "Guide", sections: [{ heading: ["Guide"], blocks: [["A."]] }] });
const twinB = buildDocument({ path: "b/guide.md", title: "guide", sections: [{ heading: ["Guide"], blocks: [["B."]] }] });
const docs = [returns, twinA, twinB];

function golden(...keys: EvidenceKey[][]): GoldenSet {
  const questions: Question[] = keys.map((supporting, i) => ({ id: `q${i + 1}`, text: `question ${i + 1}`, supporting, distractors: [], line: 10 * (i + 1) }));
  return { file: "evals/retrieval.yaml", questions };
}
const heading = (document: string, path: string[]): EvidenceKey => ({ kind: "heading", document, heading: path, line: undefined });
const split = { train: 0.7, seed: 42 };

describe("resolveQuestions", () => {
  it("matches a heading path by its end, ignoring case, whitespace and markup", () => {
    const { questions, problems } = resolveQuestions(golden([heading("returns policy", ["RETURNS", "  *Damaged*   goods "])]), docs, split);
    expect(problems).toEqual([]);
    expect(questions[0]!.supporting[0]!.ranges?.get("docs/returns.md")).toEqual([[7, 11]]);
  });

  it("reports a heading whose text is all in its subsections as a label problem that names them", () => {
    // it used to stand for its subsections, so any of their chunks counted as the answer
    const { questions, problems } = resolveQuestions(golden([heading("docs/returns.md", ["Returns"])]), docs, split);
    expect(questions).toEqual([]);
    expect(problems).toEqual([
      {
        questionId: "q1",
        file: "evals/retrieval.yaml",
        line: 10,
        key: "supporting[0]",
        kind: "no-text",
        document: "docs/returns.md",
        message: 'heading "Returns" of docs/returns.md ("Returns Policy") has no text of its own: its text is in its subsections "Returns > Damaged goods", "Returns > Late returns", so no chunk supports the heading itself',
        suggestions: ["Returns > Damaged goods", "Returns > Late returns"],
        hint: 'point the key at the subsection that holds the answer, e.g. `heading: ["Returns", "Damaged goods"]` (one supporting key per subsection when the answer spans several)',
      },
    ]);
  });

  it("reports a missing heading as a stale label with the closest existing heading", () => {
    const { questions, problems } = resolveQuestions(golden([heading("Returns Policy", ["Returns", "Damaged good"])]), docs, split);
    expect(questions).toEqual([]);
    expect(problems[0]).toMatchObject({ questionId: "q1", kind: "missing-heading", line: 10, document: "docs/returns.md", hint: "did you mean `Returns > Damaged goods`?" });
  });

  it("never suggests the section that enclosed a missing heading: its parent holds no answer", () => {
    // "Damaged goods" deleted: the old fallback found the shared word in its parent's path and pointed the key there
    const cut = buildDocument({
      path: "docs/returns.md",
      title: "Returns Policy",
      sections: [
        { heading: ["Returns Policy"], blocks: [["Intro text."]] },
        { heading: ["Returns Policy", "Damaged items"], blocks: [["What to do with damaged items."]] },
        { heading: ["Returns Policy", "Damaged items", "Photos"], blocks: [["Photos help."]] },
      ],
    });
    const { problems } = resolveQuestions(golden([heading("docs/returns.md", ["Damaged items", "Damaged goods"])]), [cut], split);
    expect(problems[0]!.suggestions).not.toContain("Returns Policy > Damaged items");
    const title = resolveQuestions(golden([heading("docs/returns.md", ["Returns policy changes"])]), [cut], split);
    expect(title.problems[0]!.suggestions).not.toContain("Returns Policy");
  });

  it("suggests a heading by a shared word only when that word tells sections apart, not one the title holds", () => {
    const policy = buildDocument({
      path: "docs/returns.md",
      title: "Returns Policy",
      sections: [
        { heading: ["Returns Policy"], blocks: [["Intro."]] },
        { heading: ["Returns Policy", "Late returns"], blocks: [["Late."]] },
        { heading: ["Returns Policy", "Damage claims"], blocks: [["Claims."]] },
      ],
    });
    // "Standard returns" was deleted: only "returns" is shared, and the title holds it
    expect(resolveQuestions(golden([heading("docs/returns.md", ["Standard returns"])]), [policy], split).problems[0]!.suggestions).toEqual([]);
    // "Damaged in transit" was renamed: "damage" tells the section apart
    expect(resolveQuestions(golden([heading("docs/returns.md", ["Damaged in transit"])]), [policy], split).problems[0]!.suggestions).toEqual(["Damage claims"]);
  });

  it("names which key of the question no longer fits, supporting or distractor", () => {
    const question: Question = { id: "q1", text: "?", supporting: [heading("docs/returns.md", ["Late returns"]), heading("docs/returns.md", ["Gone"])], distractors: [heading("docs/returns.md", ["Also gone"])], line: 1 };
    const { problems } = resolveQuestions({ file: "evals/retrieval.yaml", questions: [question] }, docs, split);
    expect(problems.map((p) => p.key)).toEqual(["supporting[1]", "distractors[0]"]);
  });

  it("resolves a key a pull request deleted to nothing, so the question is scored and misses, and drops a deleted distractor", async () => {
    const question: Question = { id: "q1", text: "?", supporting: [heading("docs/returns.md", ["Gone"])], distractors: [heading("docs/returns.md", ["Also gone"])], line: 1 };
    const { questions, problems } = resolveQuestions({ file: "evals/retrieval.yaml", questions: [question] }, docs, split, {
      deleted: (key) => (key.kind === "heading" ? { path: "docs/returns.md", line: 42, headPath: "docs/returns.md" } : undefined),
    });
    expect(problems).toEqual([]);
    expect(questions[0]!.supporting).toEqual([{ key: question.supporting[0], paths: ["docs/returns.md"], ranges: new Map([["docs/returns.md", []]]), deleted: { path: "docs/returns.md", line: 42 } }]);
    expect(questions[0]!.distractors).toEqual([]);
    const chunks = await chunkWith([returns], { size: 100 });
    expect(chunks.filter((c) => supports(c, questions[0]!.supporting[0]!))).toEqual([]);
  });

  it("lists the candidates when a title names several documents", () => {
    const { problems } = resolveQuestions(golden([{ kind: "document", document: "Guide", line: 3 }]), docs, split);
    expect(problems[0]).toMatchObject({ kind: "ambiguous-document", line: 3, suggestions: ["a/guide.md", "b/guide.md"] });
    expect(problems[0]!.hint).toMatch(/repository path/);
  });

  it("suggests the closest title for a document that does not exist", () => {
    const { problems } = resolveQuestions(golden([{ kind: "document", document: "Return Policy", line: 1 }]), docs, split);
    expect(problems[0]).toMatchObject({ kind: "missing-document", suggestions: ["Returns Policy"] });
  });

  it("matches a span across line breaks and rejects one that is in no document", async () => {
    const ok = resolveQuestions(golden([{ kind: "span", span: "within 30   days. Photos", document: undefined, line: 1 }]), docs, split);
    expect(ok.questions[0]!.supporting[0]!.paths).toEqual(["docs/returns.md"]);
    const chunks = await chunkWith([returns], { size: 100 });
    const key = ok.questions[0]!.supporting[0]!;
    expect(chunks.filter((c) => supports(c, key)).map((c) => c.headingPath.at(-1))).toEqual(["Damaged goods"]);
    // a window of one line per chunk cuts the span: no chunk supports it
    const cut = await chunkWith([returns], { size: 8 });
    expect(cut.filter((c) => supports(c, key))).toEqual([]);
    const missing = resolveQuestions(golden([{ kind: "span", span: "within 60 days", document: undefined, line: 1 }]), docs, split);
    expect(missing.problems[0]).toMatchObject({ kind: "missing-span" });
  });

  it("gives every chunk of a document keyed without a heading", async () => {
    const { questions } = resolveQuestions(golden([{ kind: "document", document: "docs/returns.md", line: 1 }]), docs, split);
    const chunks = await chunkWith(docs, {});
    expect(chunks.filter((c) => supports(c, questions[0]!.supporting[0]!)).every((c) => c.path === "docs/returns.md")).toBe(true);
    expect(chunks.filter((c) => supports(c, questions[0]!.supporting[0]!))).toHaveLength(3);
  });
});
