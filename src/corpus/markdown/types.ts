import type { Cursor } from "./cursor.js";

/** The kind of container a leaf sits in, as the corpus model names it for paragraphs. */
export type ContainerKind = "paragraph" | "list-item" | "blockquote";

/** The part of one line the flow stage sees: what its container prefixes leave. */
export interface Segment {
  /** 1-based line number. */
  line: number;
  /** At the first character after the container prefixes; `end` is the end of the line's content. */
  cursor: Cursor;
  /** A lazy continuation line: it did not continue every open container and opened none. */
  lazy: boolean;
  /** Innermost container (footnote definitions are transparent), for the kind of a paragraph. */
  kind: ContainerKind;
  /** Identity of the innermost open container, for matching JSX tags; 0 at the top level (where ESM may start). */
  scope: number;
}

/** A run of text on one line, `[start, end)` offsets in the source. */
export interface Span {
  line: number;
  start: number;
  end: number;
}

/** Where a leaf lies, in the terms the corpus model needs. */
export interface LeafRange {
  /** Offset of the node's first character (where the parser this one agrees with starts it). */
  startOffset: number;
  /** Offset just past the node's last character on its last line. */
  endOffset: number;
  firstLine: number;
  lastLine: number;
}

/** A leaf block of the document, in source order. */
export type Leaf =
  | { type: "heading"; startOffset: number; startLine: number; endLine: number; depth: number; spans: Span[] }
  | (LeafRange & { type: "paragraph"; kind: ContainerKind; atRoot: boolean; spans: Span[] })
  | (LeafRange & { type: "code"; value: string[] })
  | (LeafRange & { type: "table"; kind: ContainerKind; cells: Span[] })
  | (LeafRange & { type: "html" })
  | (LeafRange & { type: "definition" })
  | { type: "frontmatter"; format: "yaml" | "toml"; line: number; value: string };

/** Why a file is not valid MDX: what the MDX parser would have stopped at. */
export class MdxError extends Error {
  readonly line: number | undefined;
  readonly column: number | undefined;
  constructor(reason: string, place?: { line: number; column?: number }) {
    super(reason);
    this.name = "MdxError";
    this.line = place?.line;
    this.column = place?.column;
  }
}
