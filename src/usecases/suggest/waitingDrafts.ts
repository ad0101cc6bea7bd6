import type { GoldenSet } from "../../config/index.js";
import { fsFileSource } from "../../corpus/index.js";
import { UserError } from "../../errors.js";
import { readDraftIds } from "./readDraftIds.js";

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
