import { isScalar, type Node, Scalar } from "yaml";
import { parseYamlText } from "../../parseYamlText.js";

/** The edit that makes YAML value `node` read as `value` (undefined if it does), keeping its quoting and an aligned comment's column. */
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

/** A scalar as YAML text that reads back as exactly `value`: a string in the replaced quoting, else plain if it reads back, else quoted. */
export function formatScalar(value: string | number | { raw: string }, options: { flow: boolean; style?: Scalar.Type | undefined }): string {
  if (typeof value === "object") return value.raw;
  if (typeof value === "number") return String(value);
  if (options.style === Scalar.QUOTE_DOUBLE) return JSON.stringify(value);
  if (options.style === Scalar.QUOTE_SINGLE) return `'${value.replace(/'/g, "''")}'`;
  return readsBackAs(value, options.flow) ? value : JSON.stringify(value);
}

function readsBackAs(text: string, flow: boolean): boolean {
  if (text === "" || text !== text.trim() || /[\r\n]/.test(text)) return false;
  const { doc } = parseYamlText(flow ? `{ k: ${text} }` : `k: ${text}\n`, { uniqueKeys: true });
  if (doc.errors.length > 0 || doc.warnings.length > 0) return false;
  try {
    return doc.toJS()?.k === text;
  } catch {
    // `*name` parses as an alias and throws when resolved: it must be quoted
    return false;
  }
}

/** Replace `text.slice(start, end)` by `insert`; an insertion has `start === end`. */
export interface TextEdit {
  start: number;
  end: number;
  insert: string;
}

/** Applies edits whose offsets all refer to the original text (at one offset in order); Error on overlapping edits. */
export function applyTextEdits(text: string, edits: readonly TextEdit[]): string {
  const ordered = edits.map((edit, i) => ({ edit, i })).sort((a, b) => a.edit.start - b.edit.start || a.i - b.i);
  let out = "";
  let at = 0;
  for (const { edit } of ordered) {
    if (edit.start < at) throw new Error(`overlapping edits at offset ${edit.start}`);
    out += text.slice(at, edit.start) + edit.insert;
    at = edit.end;
  }
  return out + text.slice(at);
}
