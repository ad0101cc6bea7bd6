import { isScalar, type Node } from "yaml";
import type { TextEdit } from "./applyTextEdits.js";
import { formatScalar } from "./formatScalar.js";

/**
 * The edit of `text` that makes the YAML value `node` read as `value`, or undefined when it already
 * does (`1.0` stays `1.0`): the new value is written with the quoting of the one it replaces
 * (formatScalar; `flow` inside a flow collection), after a space when the key had no value, and a
 * comment aligned in a column after it stays in that column (the spaces before it shrink or grow
 * by the change in length, at least one kept). Shared by `record` (the registry) and `relabel`
 * (the golden set), which both splice values into the text rather than re-serialise it.
 *
 * @throws Error when the node has no position (a bug: parsed nodes always have one).
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
