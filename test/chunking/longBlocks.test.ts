import { describe, expect, it } from "vitest";
import { parseDocument } from "../../src/corpus/parseDocument.js";
import { chunkWith } from "../helpers/chunkWith.js";

// More pieces than a call may take as arguments: a chunker that spreads a block's pieces into
// push() throws "Maximum call stack size exceeded" here (issue 11's 200,000-line paragraph did).
const LINES = 200_000;
// "# Long", "", "## Part", "", the paragraph, "", the table's header and separator, its rows
const LAST_ROW_LINE = 4 + LINES + 3 + LINES;

describe("a block of 200,000 lines is chunked by every strategy without overflowing the stack", () => {
  const content = `# Long\n\n## Part\n\n${Array.from({ length: LINES }, (_, i) => `w${i % 97}`).join("\n")}\n\n| a | b |\n| - | - |\n${"| 1 | 2 |\n".repeat(LINES)}`;
  const { document } = parseDocument({ path: "docs/long.md", content });

  it.each([
    ["structural", {}],
    ["structural", { mergeSmallSections: true }],
    ["recursive", {}],
    ["fixed", {}],
    ["page", { size: 100_000_000 }],
    ["parent-child", { childSize: 40 }],
  ] as const)("%s %o", async (strategy, extra) => {
    const chunks = await chunkWith([document], { strategy, size: 120, ...extra });
    // every line of the paragraph and every table row reaches some chunk
    expect(Math.max(...chunks.map((c) => c.endLine).slice(-1000))).toBe(LAST_ROW_LINE);
    const words = chunks.reduce((sum, c) => sum + (c.text.match(/\bw\d+\b/g)?.length ?? 0), 0);
    expect(words).toBeGreaterThanOrEqual(LINES);
  });
});
