import type { GoldenSet } from "../../config/index.js";
import { fsFileSource } from "../../corpus/index.js";
import { UserError } from "../../errors.js";
import { parseYamlText } from "../../parseYamlText.js";

/** The drafts waiting for a person: the default drafts file and how many of its entries the golden set lacks. */
export interface WaitingDrafts {
  file: string;
  waiting: number;
}

/** The drafts waiting in the default drafts file, null without one; an unreadable file is a warning, as drafts never change a verdict. */
export async function waitingDrafts(root: string, golden: GoldenSet): Promise<{ drafts: WaitingDrafts | null; warning?: string }> {
  const file = draftsPath(golden.file);
  try {
    const text = await fsFileSource(root).read(file);
    if (text === undefined) return { drafts: null };
    const inGolden = new Set(golden.questions.map((q) => q.id));
    return { drafts: { file, waiting: readDraftIds(text, file).filter((id) => !inGolden.has(id)).length } };
  } catch (error) {
    if (!(error instanceof UserError)) throw error;
    return { drafts: null, warning: `${error.lines()[0]} (the drafts file is not counted)` };
  }
}

/** Where drafts wait by default, the file `chunkgate check` counts: `evals/retrieval.yaml` → `evals/retrieval.drafts.yaml`. */
export function draftsPath(goldenSetFile: string): string {
  const match = /^(.*?)(\.ya?ml)?$/i.exec(goldenSetFile)!;
  return `${match[1]}.drafts${match[2] ?? ".yaml"}`;
}

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
