import { isMap, type Node } from "yaml";
import type { GoldenSet, Question } from "./types.js";
import { readQuestion } from "./readQuestion.js";
import { YamlReader } from "./yamlReader.js";

const TOP = { prefix: "", path: "", line: 1 };
const EXAMPLE = '- { question_id: ret-001, question: "How long do customers have to return damaged goods?", supporting: [{ span: "…" }] }';

/**
 * Parses and validates a golden set: a YAML list of questions, or a mapping `{ questions: [...] }`.
 * Each question has `question_id` (non-blank string, or an unquoted number kept as written; unique in the file), `question` (non-blank
 * text), `supporting` (required list of keys, empty meaning the corpus has no answer) and optional
 * `distractors`; a key is `{ document, heading }` (heading: a list of headings from the top, or one
 * string meaning a one-heading path), `{ document }` alone (the whole document), or `{ span }` (gold
 * text) optionally with `document`. See `readQuestion` and `readEvidenceKey`.
 *
 * Guarantees:
 * - Returns the questions in file order, each question and each key with its 1-based line, only
 *   when the whole file is valid and holds at least one question.
 * - Otherwise throws one `UserErrors` with every problem, in line order, each naming `file`, a line,
 *   the bad value and a fix; a duplicated `question_id` names both lines; a YAML syntax error names
 *   its line and column. It never throws anything but a `UserError`.
 * - Document names, headings and spans are kept as written: whether they exist in the corpus is
 *   checked later, against the documents.
 * - An unquoted `question_id` that YAML 1.2 reads as a number or a boolean (`093`, `9761e499`, as
 *   PyYAML writes them) keeps the text it was written with.
 * - The same text and file give the same (shared, never to be mutated) GoldenSet: a pull request
 *   reads the golden set at its base and at its head, nearly always the same bytes, so the last
 *   valid golden set is remembered and not parsed twice.
 */
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
      reader.fail("missing `questions` (the list of questions)", 1, `write the golden set as a list of questions: \`${EXAMPLE}\``);
      return reader.abort();
    }
    list = entry;
  }
  if (list.value === null) {
    reader.fail("the golden set has no questions", list.line, `add at least one, e.g. \`${EXAMPLE}\``);
    return reader.abort();
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
