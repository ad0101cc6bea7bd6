import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseModelDraft } from "../../../src/usecases/suggest/draftWithModel.js";

describe("reading a model's draft", () => {
  it("reads one JSON object, alone or in a code fence, whitespace collapsed", () => {
    expect(parseModelDraft('{"question": "How long\\nis it?", "span": "  24   months. "}')).toEqual({ question: "How long is it?", span: "24 months." });
    expect(parseModelDraft('```json\n{"question": "Q?", "span": "S"}\n```')).toEqual({ question: "Q?", span: "S" });
  });

  it.each([
    ["prose", "Sure! Here is a question."],
    ["a list", '[{"question": "Q?", "span": "S"}]'],
    ["a missing span", '{"question": "Q?"}'],
    ["an empty question", '{"question": " ", "span": "S"}'],
    ["a number for a span", '{"question": "Q?", "span": 3}'],
    ["a control character in the question", '{"question": "Q\\u001b[31m?", "span": "S"}'],
    ["a question of 301 characters", JSON.stringify({ question: "q".repeat(301), span: "S" })],
  ])("refuses %s", (_, answer) => {
    expect(parseModelDraft(answer)).toBeNull();
  });

  it("never throws, and what it returns is trimmed, one-line and free of control characters", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.record({ question: fc.string(), span: fc.string() }).map((o) => JSON.stringify(o))), (answer) => {
        const draft = parseModelDraft(answer);
        if (draft === null) return;
        for (const text of [draft.question, draft.span]) {
          expect(text).toBe(text.trim());
          expect(text).not.toMatch(/\s\s|\n/);
          expect(text).not.toBe("");
        }
        expect(draft.question).not.toMatch(/[\u0000-\u001f\u007f-\u009f]/);
      }),
    );
  });
});
