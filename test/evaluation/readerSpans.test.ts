import { describe, expect, it } from "vitest";
import type { EvidenceKey, GoldenSet } from "../../src/config/types.js";
import { parseDocument } from "../../src/corpus/parseDocument.js";
import { supports } from "../../src/evaluation/relevance.js";
import { resolveQuestions } from "../../src/evaluation/resolveQuestions.js";
import { spanIntegrity } from "../../src/usecases/sweep/measureCell.js";
import { chunkWith } from "../helpers/chunkWith.js";

const SOURCE = `# Claims

## Water damage

Set \`claim_type\` to **water** in the [claims form](https://atlas.example/claims "Claims form"), then press <kbd>Submit</kbd>.
The deductible for *escape of water* is &#36;1,000 — see <https://atlas.example/deductibles> for the rest.

## Theft

- Report it to the police within **48 hours**.
- Keep the \`crime reference\` number.
`;
const doc = parseDocument({ path: "docs/claims.md", content: SOURCE }).document;
const split = { train: 0.7, seed: 42 };
const span = (text: string): EvidenceKey => ({ kind: "span", span: text, document: undefined, line: 3 });
const golden = (...keys: EvidenceKey[]): GoldenSet => ({ file: "evals/retrieval.yaml", questions: keys.map((k, i) => ({ id: `q${i + 1}`, text: `question ${i + 1}`, supporting: [k], distractors: [], line: 1 + i })) });

// copied from the page a browser renders of SOURCE
const RENDERED = [
  "Set claim_type to water in the claims form, then press Submit.",
  "The deductible for escape of water is $1,000 — see https://atlas.example/deductibles for the rest.",
  "Report it to the police within 48 hours. Keep the crime reference number.",
];

describe("gold spans copied from the rendered page", () => {
  it("resolve against the Markdown source, markup and URLs ignored", () => {
    const { questions, problems } = resolveQuestions(golden(...RENDERED.map(span)), [doc], split);
    expect(problems).toEqual([]);
    expect(questions.map((q) => q.supporting[0]!.paths)).toEqual([["docs/claims.md"], ["docs/claims.md"], ["docs/claims.md"]]);
  });

  it("are supported by the chunk that holds them whole, and counted whole by a sweep", async () => {
    const { questions } = resolveQuestions(golden(...RENDERED.map(span)), [doc], split);
    const keys = questions.map((q) => q.supporting[0]!);
    const chunks = await chunkWith([doc], { size: 120 });
    expect(keys.map((key) => chunks.filter((c) => supports(c, key)).map((c) => c.headingPath.at(-1)))).toEqual([["Water damage"], ["Water damage"], ["Theft"]]);
    expect(spanIntegrity(keys, chunks)).toEqual({ total: 3, whole: 3 });
    // a window too small to hold one still cuts it: no chunk supports it, as before
    const cut = await chunkWith([doc], { strategy: "fixed", size: 6 });
    expect(cut.filter((c) => supports(c, keys[0]!))).toEqual([]);
  });

  it("still match when copied from the source instead", () => {
    const copied = "Set `claim_type` to **water** in the [claims form](https://atlas.example/claims \"Claims form\")";
    expect(resolveQuestions(golden(span(copied)), [doc], split).problems).toEqual([]);
  });

  it("still refuse a span whose words are not in the document", () => {
    const { problems } = resolveQuestions(golden(span("Set claim_type to fire")), [doc], split);
    expect(problems).toMatchObject([{ kind: "missing-span", message: 'span "Set claim_type to fire" appears in no document' }]);
  });

  it("refuse a span that is only markup or a URL, which every chunk would contain", () => {
    const { problems } = resolveQuestions(golden(span("https://atlas.example/claims")), [doc], split);
    expect(problems).toMatchObject([{ kind: "missing-span", message: 'span "https://atlas.example/claims" has no text a reader sees once markup and URLs are ignored' }]);
  });
});
