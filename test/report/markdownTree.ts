import { expect } from "vitest";
import { fromMarkdown } from "mdast-util-from-markdown";
import { gfmFromMarkdown } from "mdast-util-gfm";
import { gfm } from "micromark-extension-gfm";

/** A node of the parsed tree, loosely typed: tests only walk it. */
export interface MdNode {
  type: string;
  value?: string;
  children?: MdNode[];
}

/** Parses Markdown the way GitHub does as far as structure goes: CommonMark plus GFM (tables, autolinks, footnotes, strikethrough, task lists). */
export function parseGfm(markdown: string): MdNode {
  return fromMarkdown(markdown, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] }) as unknown as MdNode;
}

/** Every node below `node`, depth first. */
export function descendants(node: MdNode): MdNode[] {
  return (node.children ?? []).flatMap((child) => [child, ...descendants(child)]);
}

/** The concatenated text of a node's text and inline code descendants. */
export function textOf(node: MdNode): string {
  if (node.type === "text" || node.type === "inlineCode") return node.value ?? "";
  return (node.children ?? []).map(textOf).join("");
}

/** HTML a report may contain; anything else in an `html` node was injected. */
const ALLOWED_HTML = [/^<!-- chunkgate:registry=[^\s<>]* -->$/, /^<!-- chunkgate:head=[^\s<>]* -->$/, /^<details>\n<summary>[^<>\n]*<\/summary>$/, /^<\/details>$/, /^<sub>$/, /^<\/sub>$/];

/** Lines of a report that may start with `<`: anything else there could open an HTML block. */
const ALLOWED_LINE_STARTS = /^(<!-- chunkgate:|<details>$|<summary>|<\/details>$|<sub>)/;

/**
 * What every rendered report must satisfy, whatever went into it: the only HTML is the report's own
 * (markers, details, summary, sub), `<details>` tags balance without nesting, and no link, image,
 * footnote, strikethrough, mention or issue reference was produced from document text. Raw `<` may
 * appear inside code spans (GitHub shows code literally), so tags are counted on the parsed HTML
 * nodes, and every line that starts with `<` must be one of the report's own.
 */
export function expectSafeReport(markdown: string): MdNode {
  const tree = parseGfm(markdown);
  const nodes = descendants(tree);
  const html = nodes.filter((n) => n.type === "html").map((n) => n.value ?? "");
  for (const value of html) expect(ALLOWED_HTML.some((re) => re.test(value)), `unexpected HTML ${JSON.stringify(value)}`).toBe(true);
  for (const line of markdown.split("\n").filter((l) => l.trimStart().startsWith("<"))) expect(line).toMatch(ALLOWED_LINE_STARTS);
  let depth = 0;
  for (const value of html.filter((v) => v.startsWith("<details>") || v === "</details>")) {
    depth += value === "</details>" ? -1 : 1;
    expect(depth).toBeGreaterThanOrEqual(0);
    expect(depth).toBeLessThanOrEqual(1);
  }
  expect(depth).toBe(0);
  // The raw text agrees with the tree: every <details> written is one the parser saw as a tag.
  expect((markdown.match(/^<details>$/gm) ?? []).length).toBe(html.filter((v) => v.startsWith("<details>")).length);
  expect((markdown.match(/^<\/details>$/gm) ?? []).length).toBe(html.filter((v) => v === "</details>").length);
  const forbidden = ["link", "image", "linkReference", "imageReference", "definition", "footnoteReference", "footnoteDefinition", "delete"];
  expect(nodes.filter((n) => forbidden.includes(n.type)).map((n) => n.type)).toEqual([]);
  for (const text of nodes.filter((n) => n.type === "text")) {
    expect(text.value).not.toMatch(/(^|[^\w])@\w/);
    expect(text.value).not.toMatch(/#\d/);
  }
  return tree;
}
