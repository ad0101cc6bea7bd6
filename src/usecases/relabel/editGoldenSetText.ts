import { plural } from "../../formatCount.js";
import { isMap, isScalar, isSeq, Scalar, type Node, type YAMLMap } from "yaml";
import { parseYamlText } from "../../parseYamlText.js";
import { UserError } from "../../errors.js";
import { applyTextEdits, scalarEdit, type TextEdit } from "../record/scalarEdit.js";
import { keyPath } from "../pullRequest/followRenamedKeys.js";
import type { RelabelFix } from "./relabelFix.js";

/** One fix to write: which key of which question (`supporting[0]`), and what goes in its place. */
export interface KeyFix {
  questionId: string;
  key: string;
  fix: RelabelFix;
}

/** The golden-set text with each fix spliced into its key, other bytes kept; a fix it cannot write is `skipped`. */
export function editGoldenSetText(text: string, file: string, fixes: readonly KeyFix[]): { text: string; skipped: Array<KeyFix & { reason: string }> } {
  const { doc } = parseYamlText(text);
  if (doc.errors.length > 0) throw new UserError(`cannot edit: ${doc.errors[0]!.message}`, { file, hint: "fix the golden set's YAML first" });
  const root = doc.contents;
  const list = isMap(root) ? root.get("questions", true) : root;
  const questions: YAMLMap[] = isSeq(list) ? list.items.flatMap((item: unknown) => (isMap(item) ? [item] : [])) : [];
  const edits: TextEdit[] = [];
  const skipped: Array<KeyFix & { reason: string }> = [];
  for (const fix of fixes) {
    const question = questions.find((q) => idOf(q.get("question_id", true), text) === fix.questionId);
    const key = question && keyAt(question, fix.key);
    if (!key) {
      skipped.push({ ...fix, reason: `\`${fix.key}\` of question \`${fix.questionId}\` is not where it was read` });
      continue;
    }
    const planned = [..."heading" in fix.fix ? [headingEdits(key, fix.fix.heading, text)] : [], ..."document" in fix.fix ? [documentEdits(key, fix.fix.document, text)] : []];
    const refused = planned.find((p) => typeof p === "string");
    if (refused !== undefined) skipped.push({ ...fix, reason: refused });
    else edits.push(...planned.flatMap((p) => (typeof p === "string" ? [] : p)));
  }
  return { text: applyTextEdits(text, edits), skipped };
}

/** A question id as the golden-set reader takes it: a plain scalar's source text (so `093` stays `093`), else its value. */
function idOf(node: unknown, text: string): string | undefined {
  if (!isScalar(node) || !node.range) return undefined;
  if (node.type === Scalar.PLAIN) return text.slice(node.range[0], node.range[1]).trim();
  return String(node.value);
}

function keyAt(question: YAMLMap, path: string): YAMLMap | undefined {
  const at = keyPath(path);
  const list = at ? question.get(at.list, true) : undefined;
  const item = at && isSeq(list) ? list.items[at.index] : undefined;
  return isMap(item) ? item : undefined;
}

function headingEdits(key: YAMLMap, heading: readonly string[], text: string): TextEdit[] | string {
  const node = key.get("heading", true) as Node | undefined;
  const scalars = isSeq(node) ? node.items : isScalar(node) ? [node] : [];
  if (scalars.length !== heading.length || !scalars.every(isScalar)) {
    return `the suggested heading path has ${plural(heading.length, "heading")} and the key ${scalars.length}: write it by hand`;
  }
  const flow = isSeq(node) && node.flow === true;
  return scalars.flatMap((scalar, i) => scalarEdit(text, scalar, heading[i]!, { flow }) ?? []);
}

function documentEdits(key: YAMLMap, document: string, text: string): TextEdit[] | string {
  const node = key.get("document", true);
  if (!isScalar(node)) return "the key's `document` is not a plain value: write it by hand";
  const edit = scalarEdit(text, node, document, { flow: false });
  return edit ? [edit] : [];
}
