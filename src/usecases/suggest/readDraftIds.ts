import { UserError } from "../../errors.js";
import { parseYamlText } from "../../parseYamlText.js";

/** The `question_id`s of a drafts file's entries, in file order (entries without one skipped); UserError for a file that is no list. */
export function readDraftIds(text: string, file: string): string[] {
  const { doc, lines } = parseYamlText(text);
  const error = doc.errors[0];
  if (error) {
    const line = error.linePos?.[0].line ?? (typeof error.pos[0] === "number" ? lines.linePos(error.pos[0]).line : 1);
    throw new UserError(`is not valid YAML: ${error.message.split("\n")[0]}`, { file, line, hint: "fix the drafts file, or move it away and run chunkgate suggest --write again" });
  }
  const value: unknown = doc.toJS();
  if (value === null || value === undefined) return [];
  if (!Array.isArray(value)) throw new UserError("is not a list of golden-set entries", { file, line: 1, hint: "a drafts file is a YAML list, as the golden set is; move it away and run chunkgate suggest --write again" });
  return value.flatMap((entry: unknown) => {
    const id = entry !== null && typeof entry === "object" ? (entry as { question_id?: unknown }).question_id : undefined;
    return typeof id === "string" ? [id] : [];
  });
}
