import { isAlias, isCollection, isMap, isScalar, type Node, type Pair, type Scalar, type YAMLMap } from "yaml";
import { UserError } from "../../errors.js";
import { formatScalar, scalarEdit, type TextEdit } from "./scalarEdit.js";
import { isMapValue, type YamlMapValue, type YamlValue } from "./yamlValue.js";

/** The text being edited, its line ending, and how messages name the place. */
export interface EditScope {
  text: string;
  /** The file's own line ending ("\n" or "\r\n"), used for every line added. */
  eol: string;
  file: string;
  /** Dotted key path of `map`, for messages (`sources[0].chunking`). */
  path: string;
}

const INDENT = 2;

/** The edits of `scope.text` that make `map` hold `entries` (`null` removes a key); UserError for an alias. */
export function planMapEdits(scope: EditScope, map: YAMLMap, entries: YamlMapValue["entries"]): TextEdit[] {
  const edits: TextEdit[] = [];
  for (const [key, value] of entries) {
    const pair = map.items.find((p) => isScalar(p.key) && String(p.key.value) === key) as Pair<Scalar, Node | null> | undefined;
    const path = `${scope.path}.${key}`;
    const node = pair?.value ?? null;
    if (node !== null && isAlias(node)) {
      throw new UserError(`\`${path}\` is an alias (\`*${node.source}\`): chunkgate record will not edit a value other entries share`, {
        file: scope.file,
        hint: "write the value out for this source, then run record again",
      });
    }
    if (pair === undefined) {
      if (value !== null) edits.push(insertPair(scope, map, key, value));
      continue;
    }
    if (value === null) {
      edits.push(removePair(scope, map, pair));
    } else if (isMapValue(value)) {
      if (node !== null && isMap(node)) edits.push(...planMapEdits({ ...scope, path }, node, value.entries));
      else edits.push(replaceWithMap(scope, map, pair, value));
    } else {
      const edit = scalarEdit(scope.text, node, value, { flow: map.flow === true });
      if (edit) edits.push(edit);
    }
  }
  return edits;
}

function insertPair(scope: EditScope, map: YAMLMap, key: string, value: Exclude<YamlValue, null>): TextEdit {
  const last = map.items[map.items.length - 1];
  if (map.flow) {
    const at = last ? end(last) : map.range![0] + 1;
    return { start: at, end: at, insert: `${last ? ", " : ""}${key}: ${flowText(value)}` };
  }
  if (!last) throw new Error("internal: an empty block mapping");
  const indent = column(scope.text, (last.key as Node).range![0]);
  const at = lineEnd(scope.text, end(last));
  const lines = pairLines(key, value, indent);
  const lead = at === scope.text.length && !scope.text.endsWith("\n") ? scope.eol : "";
  return { start: at, end: at, insert: lead + lines.map((l) => l + scope.eol).join("") };
}

function replaceWithMap(scope: EditScope, map: YAMLMap, pair: Pair<Scalar, Node | null>, value: YamlMapValue): TextEdit {
  const node = pair.value;
  const range = node?.range;
  if (!node || !range) throw new Error("internal: a YAML value without a position");
  if (map.flow || value.flow) return { start: range[0], end: range[1], insert: `${range[0] === range[1] ? " " : ""}${flowText(value)}` };
  const indent = column(scope.text, pair.key!.range![0]);
  const lines = pairLines("", value, indent).slice(1);
  if (range[0] === range[1]) {
    // `key:` with nothing (or only a comment) after it: the new lines go below, the comment stays put.
    const at = lineEnd(scope.text, range[0]);
    const eolLength = scope.text.startsWith("\r\n", at - 2) ? 2 : scope.text[at - 1] === "\n" ? 1 : 0;
    return { start: at - eolLength, end: at - eolLength, insert: lines.map((l) => scope.eol + l).join("") };
  }
  return { start: range[0], end: range[1], insert: flowText(value) };
}

function removePair(scope: EditScope, map: YAMLMap, pair: Pair<Scalar, Node | null>): TextEdit {
  const keyStart = pair.key!.range![0];
  const lineStart = scope.text.lastIndexOf("\n", keyStart - 1) + 1;
  if (map.flow || scope.text.slice(lineStart, keyStart).trim() !== "") {
    const range = pair.value?.range ?? [pair.key!.range![1], pair.key!.range![1]];
    return { start: range[0], end: range[1], insert: range[0] === range[1] ? " null" : "null" };
  }
  return { start: lineStart, end: lineEnd(scope.text, end(pair)), insert: "" };
}

/** The lines of `key: value` at `indent` in block style (a flow value stays on the key's line). */
function pairLines(key: string, value: Exclude<YamlValue, null>, indent: number): string[] {
  const pad = " ".repeat(indent);
  if (!isMapValue(value) || value.flow) return [`${pad}${key}: ${isMapValue(value) ? flowText(value) : formatScalar(value, { flow: false })}`];
  const lines = [`${pad}${key}:`];
  for (const [k, v] of value.entries) if (v !== null) lines.push(...pairLines(k, v, indent + INDENT));
  return lines;
}

function flowText(value: Exclude<YamlValue, null>): string {
  if (!isMapValue(value)) return formatScalar(value, { flow: true });
  const items = value.entries.filter(([, v]) => v !== null).map(([k, v]) => `${k}: ${flowText(v!)}`);
  return items.length === 0 ? "{}" : `{ ${items.join(", ")} }`;
}

/** Offset just after a pair's value (or its key when the value is empty). */
function end(pair: Pair): number {
  const value = pair.value as Node | null;
  if (value && isCollection(value)) return value.range![1];
  return value?.range?.[1] ?? (pair.key as Node).range![1];
}

/** Offset of the start of the line after the one containing `offset` (the text's end on the last line). */
function lineEnd(text: string, offset: number): number {
  if (offset > 0 && text[offset - 1] === "\n") return offset;
  const newline = text.indexOf("\n", offset);
  return newline === -1 ? text.length : newline + 1;
}

function column(text: string, offset: number): number {
  return offset - (text.lastIndexOf("\n", offset - 1) + 1);
}
