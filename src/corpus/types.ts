/** The corpus model; line numbers are 1-based, inclusive, counted in the file as stored (BOM dropped, CR/LF/CRLF). */

/** The kind of a content block; `code` and `table` are atomic (never split by a chunker). */
export type BlockKind = "paragraph" | "list-item" | "table" | "code" | "blockquote" | "html" | "other";

/** One block of a section; `lines` holds the indexable text of each line `startLine`..`endLine` (markup removed, "" kept). */
export interface Block {
  kind: BlockKind;
  startLine: number;
  endLine: number;
  lines: string[];
  atomic: boolean;
  /** A fenced code block's info string (`ts title="x"`), absent when empty; never indexed, kept so a split block reopens its fence with it. */
  info?: string;
}

/** The text under one heading, down to the next heading of any level. */
export interface Section {
  /** The chain of headings down to this one (markup and `{#id}` anchors stripped); the preamble's is `[]`. */
  headingPath: string[];
  /** Line of the heading itself (the text line for setext headings), or null for the preamble. */
  headingLine: number | null;
  /** First and last line of the section, heading line included. */
  startLine: number;
  endLine: number;
  /** Content blocks in source order; the heading is not one of them. */
  blocks: Block[];
}

/** One file of the corpus. */
export interface Document {
  /** Path relative to the repository root, with `/` separators. */
  path: string;
  /** Front matter `title`, else the first H1, else the first heading, else the file name without extension. */
  title: string;
  sections: Section[];
  lineCount: number;
}
