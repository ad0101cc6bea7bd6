import { isScalar, type Node } from "yaml";
import type { TextEdit } from "./applyTextEdits.js";
import { formatScalar } from "./formatScalar.js";

/**
 * The edit of `text` that makes YAML value `node` read as `value`, or undefined when it already does
 * (`1.0` stays `1.0`). The old quoting is kept, and an aligned comment after it stays in its column.
 */
export function scalarEdit(text: string, node: Node | null, value: string | number | { raw: string }, options: { flow: boolean }): TextEdit | undefined {
  const range = node?.range;
  if (!node || !range) throw new Error("internal: a YAML value without a position");
  if (isScalar(node) && sameScalar(node.value, value)) return undefined;
  const written = formatScalar(value, { flow: options.flow, style: isScalar(node) ? node.type : undefined });
  // An empty value (`key:`) sits right after the colon: a space keeps `key: value` readable.
  if (range[0] === range[1]) return { start: range[0], end: range[1], insert: ` ${written}` };
  const eol = text.indexOf("\n", range[1]);
  const padding = /^( +)#/.exec(text.slice(range[1], eol === -1 ? undefined : eol))?.[1];
  if (padding === undefined) return { start: range[0], end: range[1], insert: written };
  const width = Math.max(1, padding.length - (written.length - (range[1] - range[0])));
  return { start: range[0], end: range[1] + padding.length, insert: written + " ".repeat(width) };
}

function sameScalar(old: unknown, value: string | number | { raw: string }): boolean {
  if (typeof value === "object") return typeof old === "number" && old === Number(value.raw);
  return old === value;
}
