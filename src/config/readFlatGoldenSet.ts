import type { EvidenceKey, GoldenSet, Question } from "./types.js";

// A golden set is nearly always machine-written in one flat shape: a top-level list of questions,
// each `key: value` on its own line, evidence keys as a block list of `document`/`heading`/`span`
// mappings, headings as a one-line flow list of quoted strings. Reading that with `yaml` (a full
// YAML 1.2 composer, then the validating walk over its nodes) cost 0.17–0.35 s of a cold check on
// 300 questions (profiled); this reads the same shape line by line in a few milliseconds. Anything
// it is not certain about makes it refuse, and the caller reads the file with `yaml` as before,
// so every error message, line number and YAML quirk still comes from that one path.

const NULLS = new Set(["~", "null", "Null", "NULL"]);
const BOOLEANS = new Set(["true", "True", "TRUE", "false", "False", "FALSE"]);
// Code units a line may hold: YAML forbids most controls, and the line separators, BOM and
// non-characters are treated differently by different parsers; refusing them costs nothing.
const UNUSUAL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029\ufeff\ufffe\uffff]|\p{Cs}/u;
// What may follow a quoted scalar or a flow list on its line: nothing, or a comment.
const TRAILING_COMMENT = /^(?: +#.*)?$/;
const KEY_LINE = /^( *)(- )?([a-z_]+):(?: (.*))?$/;

/** A scalar as written: its value, and whether it was plain (unquoted). */
interface Scalar {
  value: string;
  plain: boolean;
}

/**
 * The value of a one-line scalar that starts at `text[at]` and ends at `end` (exclusive), or
 * undefined when it is not one this reader is sure of: double-quoted with no escape but `\"` and
 * `\\`, single-quoted, or plain starting with a letter, a digit, `_`, `.`, `/` or `(` and free of
 * `: `, ` #`, a trailing `:`, tabs and surrounding spaces.
 */
function scalarAt(text: string, at: number, end: number): { scalar: Scalar; next: number } | undefined {
  const first = text.charCodeAt(at);
  if (first === 0x22 || first === 0x27) {
    let value = "";
    let i = at + 1;
    for (;;) {
      if (i >= end) return undefined;
      const code = text.charCodeAt(i);
      if (first === 0x22 && code === 0x5c) {
        const escaped = text.charCodeAt(i + 1);
        if (i + 1 >= end || (escaped !== 0x22 && escaped !== 0x5c)) return undefined;
        value += text[i + 1];
        i += 2;
        continue;
      }
      if (code === first) {
        if (first === 0x27 && i + 1 < end && text.charCodeAt(i + 1) === 0x27) {
          value += "'";
          i += 2;
          continue;
        }
        return { scalar: { value, plain: false }, next: i + 1 };
      }
      if (code === 0x09) return undefined;
      value += text[i];
      i++;
    }
  }
  const value = text.slice(at, end);
  if (!/^[A-Za-z0-9_./(]/.test(value) || /: | #|:$|\t| $/.test(value)) return undefined;
  return { scalar: { value, plain: true }, next: end };
}

/** A whole-value scalar: the rest of the line must be exactly one scalar, a quoted one optionally followed by a comment. */
function wholeScalar(text: string): Scalar | undefined {
  const found = scalarAt(text, 0, text.length);
  return found !== undefined && TRAILING_COMMENT.test(text.slice(found.next)) ? found.scalar : undefined;
}

/** Text a text field accepts as is: quoted and not blank, or plain and read by YAML 1.2 as a string. */
function textOf(scalar: Scalar | undefined): string | undefined {
  if (scalar === undefined) return undefined;
  if (!scalar.plain) return scalar.value.trim() === "" ? undefined : scalar.value;
  // A plain scalar starting with a letter is a string unless it is a null or a boolean word.
  return /^[A-Za-z_/(]/.test(scalar.value) && !NULLS.has(scalar.value) && !BOOLEANS.has(scalar.value) ? scalar.value : undefined;
}

/** An id: as textOf, or any plain scalar that is not null (numbers and booleans keep their text, see check.identifier). */
function idOf(scalar: Scalar | undefined): string | undefined {
  if (scalar === undefined) return undefined;
  if (!scalar.plain) return textOf(scalar);
  return NULLS.has(scalar.value) ? undefined : scalar.value;
}

/** `["a", 'b']`: a non-empty one-line flow list of quoted, non-blank strings, optionally followed by a comment. */
function headingList(text: string): string[] | undefined {
  if (!text.startsWith("[")) return undefined;
  const headings: string[] = [];
  let at = 1;
  const end = text.length;
  for (;;) {
    while (at < end && text[at] === " ") at++;
    const quote = text.charCodeAt(at);
    if (quote !== 0x22 && quote !== 0x27) return undefined;
    const found = scalarAt(text, at, end);
    const heading = textOf(found?.scalar);
    if (found === undefined || heading === undefined) return undefined;
    headings.push(heading);
    at = found.next;
    while (at < end && text[at] === " ") at++;
    if (text[at] === "]") return TRAILING_COMMENT.test(text.slice(at + 1)) ? headings : undefined;
    if (text[at] !== ",") return undefined;
    at++;
  }
}

interface Line {
  indent: number;
  item: boolean;
  key: string;
  /** The value after `key: `, or undefined for `key:` ending the line. */
  rest: string | undefined;
  number: number;
}

/** Evidence keys of one `supporting`/`distractors` block list, from `lines[from]`; undefined when not flat. */
function readKeyList(lines: readonly Line[], from: number, parentIndent: number): { keys: EvidenceKey[]; next: number } | undefined {
  const first = lines[from];
  // The list's `-` (two columns before its content) must not stand left of its key's column: YAML
  // refuses ` - document:` under `  supporting:`, so a file written so must go to the yaml path.
  if (first === undefined || !first.item || first.indent - 2 < parentIndent) return undefined;
  const indent = first.indent;
  const keys: EvidenceKey[] = [];
  let i = from;
  while (i < lines.length && lines[i]!.item && lines[i]!.indent === indent) {
    const line = lines[i]!;
    const fields = new Map<string, string>();
    let j = i;
    do {
      const field = lines[j]!;
      if (field.rest === undefined || fields.has(field.key)) return undefined;
      fields.set(field.key, field.rest);
      j++;
    } while (j < lines.length && !lines[j]!.item && lines[j]!.indent === indent);
    const key = evidenceKey(fields, line.number);
    if (key === undefined) return undefined;
    keys.push(key);
    i = j;
  }
  return { keys, next: i };
}

/** One evidence key from its fields' raw values, in the forms readEvidenceKey accepts; undefined otherwise. */
function evidenceKey(fields: Map<string, string>, line: number): EvidenceKey | undefined {
  for (const name of fields.keys()) if (name !== "document" && name !== "heading" && name !== "span") return undefined;
  const documentRaw = fields.get("document");
  const document = documentRaw === undefined ? undefined : textOf(wholeScalar(documentRaw));
  if (documentRaw !== undefined && document === undefined) return undefined;
  const spanRaw = fields.get("span");
  const headingRaw = fields.get("heading");
  if (spanRaw !== undefined) {
    const span = headingRaw === undefined ? textOf(wholeScalar(spanRaw)) : undefined;
    return span === undefined ? undefined : { kind: "span", span, document, line };
  }
  if (document === undefined) return undefined;
  if (headingRaw === undefined) return { kind: "document", document, line };
  const single = headingRaw.startsWith("[") ? undefined : textOf(wholeScalar(headingRaw));
  const heading = single === undefined ? headingList(headingRaw) : [single];
  return heading === undefined ? undefined : { kind: "heading", document, heading, line };
}

/**
 * The golden set parseGoldenSet would return for `text`, read without `yaml`, when `text` has the
 * flat shape golden sets are written in (a top-level list of questions, one `key: value` per line,
 * evidence keys as a block list with one-line values, headings as one-line flow lists of quoted
 * strings, full-line comments and blank lines anywhere); undefined for anything else, including
 * every invalid file, so the caller then reads it with `yaml`.
 *
 * Guarantees: when it returns a golden set, it is equal, field for field and line for line, to
 * what the `yaml` path returns for the same text (a property test compares the two on generated
 * files); it never throws.
 */
export function readFlatGoldenSet(text: string, file: string): GoldenSet | undefined {
  if (text.includes("\r") || text.includes("\t") || UNUSUAL.test(text)) return undefined;
  const lines: Line[] = [];
  const raw = text.split("\n");
  for (let n = 0; n < raw.length; n++) {
    const line = raw[n]!;
    const trimmed = line.trimStart();
    if (trimmed === "" || trimmed.startsWith("#")) continue;
    const match = KEY_LINE.exec(line);
    if (match === null) return undefined;
    lines.push({ indent: match[1]!.length + (match[2] === undefined ? 0 : 2), item: match[2] !== undefined, key: match[3]!, rest: match[4], number: n + 1 });
  }
  if (lines.length === 0) return undefined;
  const questions: Question[] = [];
  const seen = new Set<string>();
  let i = 0;
  while (i < lines.length) {
    const start = lines[i]!;
    if (!start.item || start.indent !== 2) return undefined;
    const fields = new Map<string, string>();
    let supporting: EvidenceKey[] | undefined;
    let distractors: EvidenceKey[] | undefined;
    do {
      const field = lines[i]!;
      if (fields.has(field.key)) return undefined;
      fields.set(field.key, field.rest ?? "");
      i++;
      if (field.key === "supporting" || field.key === "distractors") {
        let keys: EvidenceKey[];
        if (field.rest === "[]") keys = [];
        else {
          if (field.rest !== undefined) return undefined;
          const list = readKeyList(lines, i, 2);
          if (list === undefined) return undefined;
          keys = list.keys;
          i = list.next;
        }
        if (field.key === "supporting") supporting = keys;
        else distractors = keys;
      } else if (field.rest === undefined) return undefined;
    } while (i < lines.length && !lines[i]!.item && lines[i]!.indent === 2);
    for (const name of fields.keys()) if (name !== "question_id" && name !== "question" && name !== "supporting" && name !== "distractors") return undefined;
    const id = idOf(wholeScalar(fields.get("question_id") ?? ""));
    const question = textOf(wholeScalar(fields.get("question") ?? ""));
    if (id === undefined || question === undefined || supporting === undefined || seen.has(id)) return undefined;
    seen.add(id);
    questions.push({ id, text: question, supporting, distractors: distractors ?? [], line: start.number });
  }
  return { file, questions };
}
