import { isMap, type Node } from "yaml";
import type { EvidenceKey, GoldenSet, Question } from "./types.js";
import { check, type Check } from "./check.js";
import { YamlReader, type Entry, type Scope } from "./yamlReader.js";

const TOP = { prefix: "", path: "", line: 1 };
const EXAMPLE = '- { question_id: ret-001, question: "How long do customers have to return damaged goods?", supporting: [{ span: "…" }] }';

/** A golden set (a list or `{ questions: […] }`) else a UserErrors in line order; shared per text: never mutate it. */
export function parseGoldenSet(text: string, file: string): GoldenSet {
  if (last !== undefined && last.text === text && last.file === file) return last.golden;
  const golden = readGoldenSet(text, file);
  last = { text, file, golden };
  return golden;
}

let last: { text: string; file: string; golden: GoldenSet } | undefined;

function readGoldenSet(text: string, file: string): GoldenSet {
  const reader = YamlReader.open(text, file);
  let list: { value: Node | null; line: number } = { value: reader.root, line: 1 };
  if (reader.root !== null && isMap(reader.root)) {
    const entries = reader.mapping(reader.root, { scope: TOP, what: "the golden set", line: 1, example: "questions: [...]" }, ["questions"]);
    const entry = entries?.get("questions");
    if (entry === undefined) {
      return reader.abort("missing `questions` (the list of questions)", 1, `write the golden set as a list of questions: \`${EXAMPLE}\``);
    }
    list = entry;
  }
  if (list.value === null) {
    return reader.abort("the golden set has no questions", list.line, `add at least one, e.g. \`${EXAMPLE}\``);
  }
  const items = reader.list(list.value, { scope: TOP, what: "the golden set", line: list.line, example: EXAMPLE });
  if (items === undefined) return reader.abort();
  if (items.length === 0) reader.fail("the golden set has no questions, got an empty list", list.line, `add at least one, e.g. \`${EXAMPLE}\``);
  const seen = new Map<string, number>();
  const questions = items.map((item, index) => readQuestion(reader, item, { index, seen }));
  reader.finish();
  const valid = questions.filter((question): question is Question => question !== undefined);
  if (valid.length !== questions.length) return reader.abort();
  return { file, questions: valid };
}

const QUESTION_KEYS = ["question_id", "question", "supporting", "distractors"];
/** An id as written: a non-blank string, or the source text of a scalar YAML types as a number or boolean (`093`). */
const QUESTION_ID: Check<string> = {
  ...check.text,
  example: '"ret-001"',
  accept: (value, source) => {
    if (typeof value === "string") return value.trim() === "" ? undefined : value;
    const typed = typeof value === "number" || typeof value === "boolean";
    return typed && source !== undefined && source.trim() !== "" ? source : undefined;
  },
};
const QUESTION = { ...check.text, example: '"How long do customers have to return damaged goods?"' };

function readKeys(reader: YamlReader, entries: Map<string, Entry>, key: "supporting" | "distractors", scope: Scope): EvidenceKey[] | undefined {
  const entry = entries.get(key);
  if (entry === undefined || entry.value === null) {
    if (key === "distractors") return [];
    const what = entry === undefined ? "missing" : "empty";
    return reader.fail(`${scope.prefix}${what} \`supporting\` (a list of keys)`, entry?.line ?? scope.line, "list where the answer is, or write `supporting: []` when the corpus has no answer");
  }
  const example = `${key}: [{ document: "Returns and Credits Policy", heading: ["Returns", "Damaged goods"] }]`;
  const items = reader.list(entry.value, { scope, what: `\`${key}\``, line: entry.line, example });
  if (items === undefined) return undefined;
  const keys = items.map((item, i) => readEvidenceKey(reader, item, { scope, path: `${key}[${i}]` }));
  return keys.every((k) => k !== undefined) ? keys : undefined;
}

/** One golden-set question, named by id or position; an id already in `seen` is reported with both lines. */
function readQuestion(reader: YamlReader, item: { value: Node | null; line: number }, options: { index: number; seen: Map<string, number> }): Question | undefined {
  const { index } = options;
  const byPosition: Scope = { prefix: `question #${index + 1}: `, path: "", line: item.line };
  const example = '- { question_id: ret-001, question: "…?", supporting: [{ span: "…" }] }';
  const entries = reader.mapping(item.value, { scope: byPosition, what: "the entry", line: item.line, example }, "open");
  if (entries === undefined) return undefined;
  const id = reader.scalar(entries, "question_id", byPosition, QUESTION_ID, "required");
  const scope = id === undefined ? byPosition : { ...byPosition, prefix: `question \`${id}\`: ` };
  const first = id === undefined ? undefined : options.seen.get(id);
  if (id !== undefined && first === undefined) options.seen.set(id, item.line);
  if (first !== undefined) reader.fail(`duplicate question_id \`${id}\` (lines ${first} and ${item.line})`, item.line, "give each question its own id: splits and reports key on it");
  const known = reader.rejectUnknown(entries, scope, QUESTION_KEYS);
  const text = reader.scalar(entries, "question", scope, QUESTION, "required");
  const supporting = readKeys(reader, entries, "supporting", scope);
  const distractors = readKeys(reader, entries, "distractors", scope);
  if (id === undefined || first !== undefined || text === undefined || supporting === undefined || distractors === undefined || !known) return undefined;
  return { id, text, supporting, distractors, line: item.line };
}

const KEY_FIELDS = ["document", "heading", "span"];
const FORMS = "`{ document, heading }`, `{ document }` or `{ span }` (optionally with `document`)";
const KEY_EXAMPLE = '- { document: "Returns and Credits Policy", heading: ["Returns", "Damaged goods"] }';
const HEADING_EXAMPLE = '["Returns", "Damaged goods"]';
const DOCUMENT = { ...check.text, example: '"Returns and Credits Policy"' };
const SPAN = { ...check.text, example: '"The deductible for water damage is $1,000"' };
/** How `heading` is read: a list of headings, or one heading. */
const HEADING = {
  check: { ...check.text, example: '"Damaged goods"' },
  example: `heading: ${HEADING_EXAMPLE}`,
  expected: "a heading path (a list of headings, or one heading)",
  single: { lead: "heading: ", example: HEADING_EXAMPLE },
  empty: ["must name at least one heading", "list the headings from the top, or leave `heading` out to key the whole document"],
} as const;

/** One `supporting` or `distractors` item (FORMS), kept as written with its line. */
function readEvidenceKey(reader: YamlReader, item: { value: Node | null; line: number }, where: { scope: Scope; path: string }): EvidenceKey | undefined {
  const { prefix } = where.scope;
  const label = `\`${where.path}\``;
  const scope: Scope = { prefix, path: `${where.path}.`, line: item.line };
  const entries = reader.mapping(item.value, { scope, what: label, line: item.line, example: KEY_EXAMPLE, forms: FORMS }, "open");
  if (entries === undefined) return undefined;
  const known = reader.rejectUnknown(entries, scope, KEY_FIELDS);
  const [span, heading, document] = [entries.get("span"), entries.get("heading"), entries.get("document")];
  if (span === undefined && document === undefined) {
    // Unknown keys were already reported with the closest known key; say more only when there were none.
    if (known) {
      const what = heading === undefined ? "is empty" : "has a `heading` but no `document`";
      reader.fail(`${prefix}${label} ${what}: write one of ${FORMS}`, item.line, `write it like \`${KEY_EXAMPLE}\``);
    }
    return undefined;
  }
  if (span !== undefined && heading !== undefined) {
    const hint = "keep `span` (it survives any re-chunking) or `heading`, and give the other its own item";
    return reader.fail(`${prefix}${label} has both \`span\` and \`heading\`: write one of ${FORMS}`, heading.keyLine, hint);
  }
  const documentName = reader.scalar(entries, "document", scope, DOCUMENT, span === undefined ? "required" : "optional");
  const documentOk = document === undefined || document.value === null ? span !== undefined : documentName !== undefined;
  if (span !== undefined) {
    const text = reader.scalar(entries, "span", scope, SPAN, "required");
    return text === undefined || !documentOk || !known ? undefined : { kind: "span", span: text, document: documentName, line: item.line };
  }
  const path = heading && reader.listOf(heading, { scope, label: `${scope.path}heading`, ...HEADING });
  if (documentName === undefined || !known || (heading !== undefined && path === undefined)) return undefined;
  return path === undefined ? { kind: "document", document: documentName, line: item.line } : { kind: "heading", document: documentName, heading: path, line: item.line };
}
