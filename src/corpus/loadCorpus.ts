import type { Document } from "./types.js";
import { UserError, UserErrors } from "../errors.js";
import { parseDocument } from "./parseDocument.js";
import { readDocumentFile } from "./readDocumentFile.js";
import { selectFiles } from "./selectFiles.js";

const READ_CONCURRENCY = 16;

/**
 * Selects, reads and parses the documents of one source, in path order (that of selectFiles), so
 * chunk ids and reports are stable across runs. Every selected file is parsed as Markdown whatever
 * its extension (MDX syntax only for `.mdx`): the include globs are the user's statement of what
 * is documentation, and a `.txt` or extension-less file is far more often plain Markdown-ish prose
 * than something to refuse. Files that cannot be read as text are collected and reported together
 * (one UserError, or UserErrors for several) so a user fixes the exclude globs in one round;
 * parser warnings are returned, not thrown.
 */
export async function loadCorpus(options: { root: string; include: string[]; exclude?: string[] }): Promise<{ documents: Document[]; warnings: string[] }> {
  const paths = await selectFiles(options);
  const contents: Array<string | undefined> = new Array<string | undefined>(paths.length);
  const errors: UserError[] = [];
  let next = 0;
  const worker = async (): Promise<void> => {
    for (let i = next++; i < paths.length; i = next++) {
      const file = paths[i] as string;
      try {
        contents[i] = await readDocumentFile(options.root, file);
      } catch (error) {
        if (error instanceof UserError) errors.push(error);
        else throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(READ_CONCURRENCY, paths.length) }, worker));
  if (errors.length === 1) throw errors[0];
  if (errors.length > 1) throw new UserErrors(errors.sort((a, b) => ((a.file ?? "") < (b.file ?? "") ? -1 : (a.file ?? "") > (b.file ?? "") ? 1 : 0)));

  const documents: Document[] = [];
  const warnings: string[] = [];
  paths.forEach((file, i) => {
    const parsed = parseDocument({ path: file, content: contents[i] ?? "" });
    documents.push(parsed.document);
    warnings.push(...parsed.warnings);
  });
  return { documents, warnings };
}
