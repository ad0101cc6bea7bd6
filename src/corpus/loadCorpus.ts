import type { Document } from "./types.js";
import { UserError, UserErrors } from "../errors.js";
import { parseDocument } from "./parseDocument.js";
import type { FileSource } from "./fileSource.js";
import { fsFileSource } from "./fsFileSource.js";

const READ_CONCURRENCY = 16;

/**
 * Parsed documents by path and content, shared between loads that see mostly the same files (the
 * sources of one registry, the base and head of a pull request): parsing is most of a check's
 * cost, and a document's parse depends on nothing but its path and text. Documents are never
 * mutated downstream, so sharing them is safe.
 */
export type ParseCache = Map<string, ReturnType<typeof parseDocument>>;

/**
 * Selects, reads and parses the documents of one source, in path order (that of `FileSource.select`), so
 * chunk ids and reports are stable across runs. Every selected file is parsed as Markdown whatever
 * its extension (MDX syntax only for `.mdx`): the include globs are the user's statement of what
 * is documentation, and a `.txt` or extension-less file is far more often plain Markdown-ish prose
 * than something to refuse. Files that cannot be read as text are collected and reported together
 * (one UserError, or UserErrors for several) so a user fixes the exclude globs in one round;
 * parser warnings are returned, not thrown.
 *
 * Files come from `files` when given (a working tree or a commit, see FileSource), otherwise from
 * the working tree at `root` (fsFileSource); one of the two is required. With `cache`, a file
 * already parsed with the same path and text is not parsed again.
 */
export async function loadCorpus(options: { root?: string; files?: FileSource; include: string[]; exclude?: string[]; cache?: ParseCache }): Promise<{ documents: Document[]; warnings: string[] }> {
  const files = options.files ?? (options.root !== undefined ? fsFileSource(options.root) : undefined);
  if (files === undefined) throw new TypeError("loadCorpus needs `root` or `files`");
  const paths = await files.select(options.include, options.exclude ?? []);
  const contents: Array<string | undefined> = new Array<string | undefined>(paths.length);
  const errors: UserError[] = [];
  let next = 0;
  const worker = async (): Promise<void> => {
    for (let i = next++; i < paths.length; i = next++) {
      const file = paths[i] as string;
      try {
        contents[i] = await files.read(file);
        // Selected a moment ago: only a file deleted during the run can be missing.
        if (contents[i] === undefined) throw new UserError("was deleted while chunkgate was reading the corpus", { file, hint: "run the check again" });
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
    const content = contents[i] ?? "";
    const key = `${file}\u0000${content}`;
    const parsed = options.cache?.get(key) ?? parseDocument({ path: file, content });
    options.cache?.set(key, parsed);
    documents.push(parsed.document);
    warnings.push(...parsed.warnings);
  });
  return { documents, warnings };
}
