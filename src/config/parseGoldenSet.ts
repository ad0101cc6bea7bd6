import { isMap, type Node } from "yaml";
import type { GoldenSet, Question } from "./types.js";
import { readQuestion } from "./readQuestion.js";
import { YamlReader } from "./yamlReader.js";

const TOP = { prefix: "", path: "", line: 1 };
const EXAMPLE = '- { question_id: ret-001, question: "How long do customers have to return damaged goods?", supporting: [{ span: "…" }] }';

/**
 * Parses and validates a golden set (a list of questions, or `{ questions: [...] }`): questions in
 * file order with their lines, names, headings and spans as written; otherwise one UserErrors with
 * every problem in line order. The same text and file give the same shared GoldenSet (never mutate
 * it): a pull request's base and head usually hold the same bytes.
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
