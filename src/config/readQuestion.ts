import type { Node } from "yaml";
import type { EvidenceKey, Question } from "./types.js";
import { check, type Check } from "./check.js";
import { readEvidenceKey } from "./readEvidenceKey.js";
import type { Entry, Scope, YamlReader } from "./yamlReader.js";

const KEYS = ["question_id", "question", "supporting", "distractors"];
const QUESTION_ID: Check<string> = { ...check.identifier(), example: '"ret-001"' };
const QUESTION = { ...check.text(), example: '"How long do customers have to return damaged goods?"' };

function readKeys(reader: YamlReader, entries: Map<string, Entry>, key: "supporting" | "distractors", scope: Scope): EvidenceKey[] | undefined {
  const entry = entries.get(key);
  if (entry === undefined || entry.value === null) {
    if (key === "distractors") return [];
    const what = entry === undefined ? "missing" : "empty";
    reader.fail(`${scope.prefix}${what} \`supporting\` (a list of keys)`, entry?.line ?? scope.line, "list where the answer is, or write `supporting: []` when the corpus has no answer");
    return undefined;
  }
  const example = `${key}: [{ document: "Returns and Credits Policy", heading: ["Returns", "Damaged goods"] }]`;
  const items = reader.list(entry.value, { scope, what: `\`${key}\``, line: entry.line, example });
  if (items === undefined) return undefined;
  const keys = items.map((item, i) => readEvidenceKey(reader, item, { scope, path: `${key}[${i}]` }));
  return keys.every((k) => k !== undefined) ? keys : undefined;
}

/**
 * One golden-set question, named by id or position; an id already in `seen` is reported with both
 * lines. Undefined exactly when it recorded a problem.
 */
export function readQuestion(reader: YamlReader, item: { value: Node | null; line: number }, options: { index: number; seen: Map<string, number> }): Question | undefined {
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
  reader.rejectUnknown(entries, scope, KEYS);
  const text = reader.scalar(entries, "question", scope, QUESTION, "required");
  const supporting = readKeys(reader, entries, "supporting", scope);
  const distractors = readKeys(reader, entries, "distractors", scope);
  const known = [...entries.keys()].every((key) => KEYS.includes(key));
  if (id === undefined || first !== undefined || text === undefined || supporting === undefined || distractors === undefined || !known) return undefined;
  return { id, text, supporting, distractors, line: item.line };
}
