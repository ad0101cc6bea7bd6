import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { escapeCode, escapeHtml, escapeMarkdown, escapeProse, escapeWorkflowCommand, jsonText, showInvisible, stripTerminalControls } from "../../src/report/escape.js";
import { renderPullRequestMarkdown } from "../../src/report/renderPullRequestMarkdown.js";
import { renderPullRequestText } from "../../src/report/renderPullRequestText.js";
import { selectAnnotations } from "../../src/report/selectAnnotations.js";
import { fuzzRuns } from "../helpers/fuzzRuns.js";
import { buildCheckReport, buildPullRequestReport, buildQuestion, buildRegression, buildSource } from "../helpers/pullRequestReport.js";

/** Whether `text` holds a character showInvisible would rewrite. */
const hasInvisible = (text: string): boolean => showInvisible(text) !== text;

const INVISIBLE = ["\u061C", "\u200B", "\u200C", "\u200D", "\u200E", "\u200F", "\u202A", "\u202B", "\u202C", "\u202D", "\u202E", "\u2060", "\u2066", "\u2067", "\u2068", "\u2069", "\uFEFF"];

/** Text mixing invisible characters with Markdown syntax, controls and plain letters. */
const hostile = fc
  .array(fc.oneof(fc.constantFrom(...INVISIBLE), fc.constantFrom("a", " ", "`", "<", "!--", "#", "@", "\n", "\u001b[31m", "::", "%"), fc.string({ maxLength: 3 })), { maxLength: 30 })
  .map((parts) => parts.join(""));

/** escapeCode breaks `<!--` with a zero-width space of its own: the one such character any escape may add. */
const ownBreaks = (text: string) => text.replace(/<\u200B!--/g, "<!--");

const ESCAPES: Array<[string, (text: string) => string]> = [
  ["escapeMarkdown", escapeMarkdown],
  ["escapeCode", (text) => ownBreaks(escapeCode(text))],
  ["escapeHtml", escapeHtml],
  ["escapeProse", (text) => ownBreaks(escapeProse(text))],
  ["escapeWorkflowCommand", escapeWorkflowCommand],
  ["stripTerminalControls", stripTerminalControls],
];

describe("showInvisible", () => {
  it("writes each bidirectional control and zero-width character as <U+XXXX>, and nothing else", () => {
    expect(showInvisible("docs/\u202Edm.a\u202C.md")).toBe("docs/<U+202E>dm.a<U+202C>.md");
    expect(showInvisible("a\u200Bb\uFEFFc\u061Cd\u2066e")).toBe("a<U+200B>b<U+FEFF>c<U+061C>d<U+2066>e");
    expect(showInvisible("Crème brûlée, 日本語, emoji 👍")).toBe("Crème brûlée, 日本語, emoji 👍");
    for (const c of INVISIBLE) expect(hasInvisible(showInvisible(`x${c}y`))).toBe(false);
  });

  for (const [name, escape] of ESCAPES) {
    it(`${name} lets no invisible character through, and shows each one`, () => {
      fc.assert(
        fc.property(hostile, (text) => {
          const out = escape(text);
          expect(hasInvisible(out)).toBe(false);
          for (const c of INVISIBLE) if (text.includes(c)) expect(out).toContain(`U+${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}`);
        }),
        { numRuns: fuzzRuns(200) },
      );
    });
  }

  it("jsonText writes them as \\u escapes, so the JSON passes the terminal filter whole and parses back to the same text", () => {
    fc.assert(
      fc.property(hostile, (text) => {
        const json = jsonText({ text });
        expect(hasInvisible(json)).toBe(false);
        expect(stripTerminalControls(json)).toBe(json);
        expect(JSON.parse(json)).toEqual({ text });
      }),
      { numRuns: fuzzRuns(200) },
    );
  });

  it("no renderer (comment, terminal, annotations) shows a heading's or question's invisible characters raw", () => {
    fc.assert(
      fc.property(hostile, (text) => {
        const question = `How do I ${text}?`;
        const report = buildPullRequestReport({
          check: buildCheckReport({ sources: [buildSource({ id: "docs", hits: 1, questions: [buildQuestion({ id: "q1", question })] })], warnings: [`Heading \`${text}\` is short`] }),
          regressions: [buildRegression({ sourceId: "docs", questionId: "q1", question, cause: "deleted-section", message: `The section \`${text}\` was deleted.`, location: { path: "docs/a.md", line: 2 }, headRank: null })],
        });
        expect(hasInvisible(ownBreaks(renderPullRequestMarkdown(report)))).toBe(false);
        expect(hasInvisible(stripTerminalControls(renderPullRequestText(report)))).toBe(false);
        for (const annotation of selectAnnotations(report).annotations) expect(hasInvisible(annotation.title + annotation.message)).toBe(false);
      }),
      { numRuns: fuzzRuns(50) },
    );
  });
});
