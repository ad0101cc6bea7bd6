import type { BlockParser } from "./blockParser.js";

/**
 * The MDX-only flow constructs (JSX tags, `{expressions}` and `import`/`export` blocks), plugged into
 * the block parser for `.mdx` files. Each returns the number of slots it takes (0 when it does not
 * start) and throws MdxError where the MDX parser would stop.
 */
export interface MdxFlow {
  jsxFlow(parser: BlockParser, slot: number, offset: number, interrupt: boolean): number;
  expressionFlow(parser: BlockParser, slot: number, offset: number, interrupt: boolean): number;
  esm(parser: BlockParser, slot: number, offset: number): number;
  /** A container closes: JSX elements opened inside it must be closed already. */
  exitScope(parser: BlockParser, scope: number): void;
  /** The document ends: every JSX element must be closed. */
  end(parser: BlockParser): void;
  /**
   * A flow node (leaf or container) starts at `start` in container `scope`: the first one inside a
   * JSX element decides where the cut of its opening tag ends (see mdxSyntax).
   */
  node(start: number, scope: number): void;
}
