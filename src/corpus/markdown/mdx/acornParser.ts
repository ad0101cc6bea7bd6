import { Parser } from "acorn";
import acornJsx from "acorn-jsx";

/** acorn with JSX, configured as MDX configures it (ES2024 modules), built once on first use. */
let parser: typeof Parser | undefined;

export function jsParser(): typeof Parser {
  parser ??= Parser.extend(acornJsx());
  return parser;
}

export const ACORN_OPTIONS = { ecmaVersion: 2024, sourceType: "module", preserveParens: true } as const;

/** True when `value` holds only whitespace and comments (a line comment must end with a line ending). */
export function isEmptyCode(value: string): boolean {
  return /^\s*$/.test(value.replace(/\/\*[\s\S]*?\*\//g, "").replace(/\/\/[^\r\n]*(\r\n|\n|\r)/g, ""));
}
