import type { BlockParser } from "./blockParser.js";

/** MDX's flow constructs for the block parser: each returns the slots it takes (0: none); MdxError where MDX stops. */
export interface MdxFlow {
  /** Line(s) of nothing but JSX tags and expressions, at a `<` or `{`. */
  flowLine(parser: BlockParser, slot: number, offset: number, interrupt: boolean): number;
  esm(parser: BlockParser, slot: number, offset: number): number;
  /** A container closes: JSX elements opened inside it must be closed already. */
  exitScope(scope: number): void;
  /** The document ends: every JSX element must be closed. */
  end(): void;
  /** A flow node starts at `start` in `scope`: the first inside a JSX element ends its opening tag's cut. */
  node(start: number, scope: number): void;
}
