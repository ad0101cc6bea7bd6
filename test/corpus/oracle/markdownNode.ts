/**
 * The slice of the mdast node shape the corpus stage reads. Declared here rather than imported from
 * `mdast` because that package is only a transitive dependency; a structural type keeps us honest
 * about which fields we rely on (positions, children, value, depth) and nothing else.
 */
export interface MarkdownNode {
  type: string;
  position?: {
    start: { line: number; column: number; offset?: number | undefined };
    end: { line: number; column: number; offset?: number | undefined };
  };
  children?: MarkdownNode[];
  value?: string;
  depth?: number;
  /** An image's alt text. */
  alt?: string | null;
}
