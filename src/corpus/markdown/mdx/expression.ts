import { MdxError } from "../types.js";
import { ACORN_OPTIONS, isEmptyCode, jsParser } from "./acornParser.js";
import { type CharStream, EOF, EOL } from "./charStream.js";

/** What kind of expression is read: an attribute spread (`{...props}`) or a plain one, and where. */
export interface ExpressionOptions {
  /** `{...spread}` attribute: the content must be exactly one spread. */
  spread: boolean;
  /** `{}` and `{/* comment *\/}` are allowed (in text and flow, not in attributes). */
  allowEmpty: boolean;
  /** Lazy continuation lines are allowed (in text); flow expressions refuse them. */
  allowLazy: boolean;
}

/** An MDX expression at its `{`, to the first `}` before which acorn parses its content; MdxError when none does. */
export function scanExpression(stream: CharStream, options: ExpressionOptions): void {
  stream.next();
  let source = "";
  let lastError: MdxError | undefined;
  for (;;) {
    const code = stream.code();
    if (code === EOF) {
      throw lastError ?? new MdxError("Unexpected end of file in expression, expected a corresponding closing brace for `{`", stream.place());
    }
    if (code === EOL) {
      source += "\n";
      stream.next();
      if (!options.allowLazy && stream.lazy()) {
        throw new MdxError("Unexpected lazy line in expression in container, expected line to be prefixed with `>` when in a block quote, whitespace when in a list, etc", stream.place());
      }
      // Up to two columns of indentation belong to the line, not to the code.
      for (let k = 0; k < 2 && (stream.code() === 32 || stream.code() === 9); k++) stream.next();
      continue;
    }
    if (code === 125) {
      const error = parseExpression(source, options, stream);
      if (error === undefined) {
        stream.next();
        return;
      }
      lastError = error;
    }
    source += String.fromCharCode(code);
    stream.next();
  }
}

/** Parses the content of an expression; undefined when it is one, else the error to report should no later `}` work. */
function parseExpression(source: string, options: ExpressionOptions, stream: CharStream): MdxError | undefined {
  const prefix = options.spread ? "({" : "";
  const suffix = options.spread ? "})" : "";
  const value = prefix + source + suffix;
  const empty = isEmptyCode(source);
  if (empty && !options.allowEmpty) throw new MdxError("Unexpected empty expression", stream.place());
  const parser = jsParser();
  let tree: { type: string; end: number; expression?: unknown } | undefined;
  try {
    tree = (empty ? parser.parse(value, ACORN_OPTIONS) : parser.parseExpressionAt(value, 0, ACORN_OPTIONS)) as unknown as { type: string; end: number };
  } catch (error) {
    return new MdxError(`Could not parse expression with acorn: ${(error as Error).message.replace(/ \(\d+:\d+\)$/, "")}`, stream.place());
  }
  if (!empty && !isEmptyCode(value.slice(tree.end, value.length - suffix.length))) {
    return new MdxError("Could not parse expression with acorn: Unexpected content after expression", stream.place());
  }
  if (options.spread) checkSpread(tree, stream);
  return undefined;
}

/** A spread attribute must be `{...value}`: one spread element and nothing else. */
function checkSpread(tree: unknown, stream: CharStream): void {
  let node = tree as { type: string; expression?: unknown; properties?: Array<{ type: string }> };
  while (node.type === "ParenthesizedExpression") node = node.expression as typeof node;
  if (node.type !== "ObjectExpression") throw new MdxError("Unexpected `ExpressionStatement` in code: expected an object spread (`{...spread}`)", stream.place());
  const properties = node.properties ?? [];
  if (properties[1]) throw new MdxError("Unexpected extra content in spread: only a single spread is supported", stream.place());
  if (properties[0] && properties[0].type !== "SpreadElement") throw new MdxError(`Unexpected \`${properties[0].type}\` in code: only spread elements are supported`, stream.place());
}
