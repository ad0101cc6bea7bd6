import { fromMarkdown } from "mdast-util-from-markdown";
import { frontmatterFromMarkdown } from "mdast-util-frontmatter";
import { gfmFromMarkdown } from "mdast-util-gfm";
import { mdxFromMarkdown } from "mdast-util-mdx";
import { frontmatter } from "micromark-extension-frontmatter";
import { gfm } from "micromark-extension-gfm";
import { mdxjs } from "micromark-extension-mdxjs";
import type { MarkdownNode } from "./markdownNode.js";

const FRONT_MATTER = ["yaml", "toml"] as const;

// Built once: extension objects are stateless and building the MDX one (acorn) per file is wasted work.
const MARKDOWN_OPTIONS = {
  extensions: [frontmatter([...FRONT_MATTER]), gfm()],
  mdastExtensions: [frontmatterFromMarkdown([...FRONT_MATTER]), gfmFromMarkdown()],
};
const MDX_OPTIONS = {
  // addResult: false — we never read the estree of expressions, and attaching it costs time and memory.
  extensions: [...MARKDOWN_OPTIONS.extensions, mdxjs({ addResult: false })],
  mdastExtensions: [...MARKDOWN_OPTIONS.mdastExtensions, mdxFromMarkdown()],
};

/** Why MDX parsing failed, as the parser reported it. */
export interface MdxFailure {
  line: number | undefined;
  column: number | undefined;
  reason: string;
}

/**
 * Parses `text` with a real CommonMark parser (plus front matter and GFM; plus MDX when `mdx`).
 * Invalid MDX is common in hand-edited docs and must not lose the whole file, so an MDX error
 * makes us parse the text again as plain Markdown and report the failure in `mdxFailure`.
 * May still throw on pathological input (e.g. stack exhaustion); the caller guards against that.
 */
export function parseMarkdownTree(text: string, mdx: boolean): { root: MarkdownNode; mdxFailure?: MdxFailure } {
  if (mdx) {
    try {
      return { root: fromMarkdown(text, MDX_OPTIONS) as unknown as MarkdownNode };
    } catch (error) {
      const root = fromMarkdown(text, MARKDOWN_OPTIONS) as unknown as MarkdownNode;
      return { root, mdxFailure: describeFailure(error) };
    }
  }
  return { root: fromMarkdown(text, MARKDOWN_OPTIONS) as unknown as MarkdownNode };
}

function describeFailure(error: unknown): MdxFailure {
  const e = (typeof error === "object" && error !== null ? error : {}) as { line?: unknown; column?: unknown; reason?: unknown; message?: unknown };
  const reason = typeof e.reason === "string" ? e.reason : typeof e.message === "string" ? e.message : String(error);
  return {
    line: typeof e.line === "number" ? e.line : undefined,
    column: typeof e.column === "number" ? e.column : undefined,
    reason: reason.split("\n")[0] ?? reason,
  };
}
