import type { MarkdownNode } from "./markdownNode.js";
import { findShortcodes } from "../../../src/corpus/findShortcodes.js";

// Hugo/Pandoc heading attributes: `## Setup {#setup}`, `{#id .class}`.
const ANCHOR = /\{#[^{}]*\}/g;

/**
 * The plain text of a heading as a reader sees it, used as a heading-path segment: text and inline
 * code kept; emphasis, link and JSX markup dropped (their text kept); an image as its alt text;
 * raw HTML, expressions and footnote references dropped (not words of the heading); Hugo shortcodes and `{#id}` anchors
 * removed; whitespace collapsed and trimmed. Iterative so deep inline nesting cannot overflow.
 */
export function headingText(heading: MarkdownNode): string {
  const parts: string[] = [];
  const stack: MarkdownNode[] = [...(heading.children ?? [])].reverse();
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    switch (node.type) {
      case "text":
      case "inlineCode":
        parts.push(node.value ?? "");
        break;
      case "break":
        parts.push(" ");
        break;
      case "image":
      case "imageReference":
        parts.push(" ", node.alt ?? "", " ");
        break;
      case "html":
      case "mdxTextExpression":
      case "footnoteReference":
        parts.push(" ");
        break;
      default:
        if (node.children) for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i] as MarkdownNode);
        else if (typeof node.value === "string") parts.push(node.value);
    }
  }
  let text = parts.join("");
  for (const [start, end] of findShortcodes(text).reverse()) text = `${text.slice(0, start)} ${text.slice(end)}`;
  return text.replace(ANCHOR, " ").replace(/\s+/g, " ").trim();
}
