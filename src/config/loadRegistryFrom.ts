import path from "node:path";
import type { FileSource } from "../corpus/fileSource.js";
import { UserError, UserErrors } from "../errors.js";
import type { GoldenSet, Registry } from "./types.js";
import { parseGoldenSet } from "./parseGoldenSet.js";
import { readRegistry } from "./readRegistry.js";

const DEFAULT_PATHS = ["chunkgate.yml", "chunkgate.yaml"];
const CONFIG_FILE_HINT = "the registry and the golden set must be readable UTF-8 text files inside the repository (not directories, nor links leading out of it)";
const CREATE_HINT =
  "create chunkgate.yml at the repository root with `version: 1`, `questions: evals/retrieval.yaml` (the golden set, relative to the root) and a `sources:` list (see the README)";

/**
 * Loads the registry and its golden set from any FileSource (a working tree, or a commit read from
 * git), so the base and the head of a pull request are configured by their own registries.
 *
 * - The registry is `registryPath` (relative to the root), by default `chunkgate.yml`, or
 *   `chunkgate.yaml` when only that one exists. `registry.file` is that path. A path that is
 *   absolute or leaves the root is a UserError: a check measures a repository, and the registry
 *   is one of its files.
 * - The golden set is read from `registry.questions` **relative to the root, not to the registry
 *   file**: every path a user writes for chunkgate has that one base. When it is missing but sits
 *   beside a registry in a subfolder, the hint says "did you mean …".
 *
 * Guarantees: resolves only with a valid registry and golden set (see `parseRegistry` and
 * `parseGoldenSet`); otherwise rejects with a `UserError` (`UserErrors` for validation). Missing
 * files say how to fix them and name `files.label`; a file the source cannot read as a whole (a
 * directory, a binary, a link leaving the root) is reported where it is named — the golden set on
 * the registry's `questions:` line — with the source's reason.
 */
export async function loadRegistryFrom(files: FileSource, registryPath?: string): Promise<{ registry: Registry; golden: GoldenSet }> {
  const candidates = registryPath === undefined ? DEFAULT_PATHS : [registryPath];
  let found: { file: string; text: string } | undefined;
  for (const candidate of candidates) {
    const file = path.posix.normalize(candidate.replace(/\\/g, "/"));
    if (path.posix.isAbsolute(file) || /^[A-Za-z]:/.test(file) || file === ".." || file.startsWith("../")) {
      throw new UserError(`registry \`${candidate}\` is outside the repository root ${files.label}`, { hint: "keep the registry in the repository and give its path relative to the root" });
    }
    const text = await readAt(files, file, { file });
    if (text !== undefined) {
      found = { file, text };
      break;
    }
  }
  if (found === undefined) {
    const tried = candidates.map((c) => `\`${c}\``).join(" or ");
    const hint = registryPath === undefined ? CREATE_HINT : "check the path (it is relative to the repository root), or create the file";
    throw new UserError(`no registry: ${tried} not found in ${files.label}`, { file: registryPath ?? DEFAULT_PATHS[0], hint });
  }

  const { registry, lines } = readRegistry(found.text, found.file);
  const at = { file: found.file, line: lines.questions };
  const text = await readAt(files, registry.questions, at);
  if (text === undefined) {
    const besideRegistry = path.posix.join(path.posix.dirname(found.file), registry.questions);
    const moved = besideRegistry !== registry.questions && (await readAt(files, besideRegistry, at)) !== undefined;
    const hint = moved
      ? `did you mean \`questions: ${besideRegistry}\`? (the path starts at the repository root, not at the registry's folder)`
      : "create the golden set there (a list of questions with `question_id`, `question` and `supporting`), or fix `questions:`";
    throw new UserError(`golden set \`${registry.questions}\` not found (\`questions:\` is relative to the repository root, ${files.label})`, { ...at, hint });
  }
  return { registry, golden: parseGoldenSet(text, registry.questions) };
}

/**
 * `files.read(file)`, with the source's failures told in terms of chunkgate's own files: the hint
 * is about the registry and golden set (a source's hints speak of documents and exclude globs,
 * which do not apply), and a failure about the whole file (no line) is moved to `at`, where the
 * user named it, with the file's name first: "`evals/q.yaml` is a directory, not a file". A failure
 * at a line inside the file stays there, which is where the fix is.
 */
async function readAt(files: FileSource, file: string, at: { file: string; line?: number }): Promise<string | undefined> {
  try {
    return await files.read(file);
  } catch (error) {
    if (!(error instanceof UserError) || error instanceof UserErrors || error.file !== file) throw error;
    if (error.line !== undefined) throw new UserError(error.message, { file, line: error.line, hint: CONFIG_FILE_HINT });
    throw new UserError(`\`${file}\` ${error.message}`, { ...at, hint: CONFIG_FILE_HINT });
  }
}
