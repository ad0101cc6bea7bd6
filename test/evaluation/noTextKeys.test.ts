import { describe, expect, it } from "vitest";
import type { EvidenceKey, GoldenSet } from "../../src/config/types.js";
import { parseDocument } from "../../src/corpus/parseDocument.js";
import { resolveQuestions } from "../../src/evaluation/resolveQuestions.js";
import { tempTrees } from "../corpus/tempTree.js";
import { runCliInProcess } from "../helpers/runCliCapture.js";

const GUIDE = `---
title: Install guide
---
import Widget from "../components/Widget.astro";

## Configuration

### Ports

The server listens on port 8080 by default.

### Timeouts

Requests time out after thirty seconds.

## Widgets

<Widget name="status" />

## Examples

Run it with the defaults.

## Reference

### Examples
`;
const guide = parseDocument({ path: "docs/guide.mdx", content: GUIDE }).document;
const blank = parseDocument({ path: "docs/blank.mdx", content: `---\ntitle: Blank\n---\nimport X from "./x";\n\n<X />\n` }).document;
const split = { train: 0.7, seed: 42 };
const heading = (path: string[], document = "docs/guide.mdx"): EvidenceKey => ({ kind: "heading", document, heading: path, line: 4 });
const golden = (key: EvidenceKey): GoldenSet => ({ file: "evals/retrieval.yaml", questions: [{ id: "ret-007", text: "Which port?", supporting: [key], distractors: [], line: 2 }] });

describe("a key whose section has no text of its own", () => {
  it("is a label problem naming the question, the key and the subsections to point it at", () => {
    const { questions, problems } = resolveQuestions(golden(heading(["Configuration"])), [guide], split);
    expect(questions).toEqual([]);
    expect(problems).toEqual([
      {
        questionId: "ret-007",
        file: "evals/retrieval.yaml",
        line: 4,
        key: "supporting[0]",
        kind: "no-text",
        document: "docs/guide.mdx",
        message: 'heading "Configuration" of docs/guide.mdx ("Install guide") has no text of its own: its text is in its subsections "Configuration > Ports", "Configuration > Timeouts", so no chunk supports the heading itself',
        suggestions: ["Configuration > Ports", "Configuration > Timeouts"],
        hint: 'point the key at the subsection that holds the answer, e.g. `heading: ["Configuration", "Ports"]` (one supporting key per subsection when the answer spans several)',
      },
    ]);
  });

  it("is a label problem when nothing under the heading is indexed, such as a component alone", () => {
    const { problems } = resolveQuestions(golden(heading(["Widgets"])), [guide], split);
    expect(problems).toMatchObject([
      {
        kind: "no-text",
        message: 'heading "Widgets" of docs/guide.mdx ("Install guide") has no text of its own: nothing under it is indexed (a component or an image only), so no chunk can support this key',
        suggestions: [],
        hint: "point the key at the section that holds the answer as text, or key the question by a gold span",
      },
    ]);
  });

  it("keeps the sections with text when a heading path matches several, and drops the empty ones", () => {
    const { questions, problems } = resolveQuestions(golden(heading(["Examples"])), [guide], split);
    expect(problems).toEqual([]);
    const examples = guide.sections.find((s) => s.headingPath.join(">") === "Examples")!;
    expect(questions[0]!.supporting[0]!.ranges?.get("docs/guide.mdx")).toEqual([[examples.startLine, examples.endLine]]);
  });

  it("is a label problem for a document key whose document has no indexed text", () => {
    const { problems } = resolveQuestions(golden({ kind: "document", document: "Blank", line: 4 }), [guide, blank], split);
    expect(problems).toMatchObject([{ kind: "no-text", document: "docs/blank.mdx", message: 'document docs/blank.mdx ("Blank") has no indexed text, so no chunk can support this key' }]);
  });

  const tree = tempTrees();
  it("stops `chunkgate check` with the message and the fix, instead of a question that always misses", async () => {
    const root = await tree({
      "chunkgate.yml": 'version: 1\nquestions: evals/retrieval.yaml\nsources:\n  - id: docs\n    include: ["docs/**/*.mdx"]\n    chunking: { strategy: structural }\n',
      "evals/retrieval.yaml": '- question_id: ret-007\n  question: Which port does the server listen on?\n  supporting:\n    - { document: "Install guide", heading: [Configuration] }\n',
      "docs/guide.mdx": GUIDE,
    });
    const { code, stdout } = await runCliInProcess(["check"], root);
    expect(code).toBe(2);
    expect(stdout).toContain(
      'evals/retrieval.yaml:4: ret-007: heading "Configuration" of docs/guide.mdx ("Install guide") has no text of its own: its text is in its subsections "Configuration > Ports", "Configuration > Timeouts", so no chunk supports the heading itself\n    fix: point the key at the subsection that holds the answer, e.g. `heading: ["Configuration", "Ports"]`',
    );
  });
});
