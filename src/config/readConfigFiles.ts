import { stat } from "node:fs/promises";
import path from "node:path";
import { fsFileSource, type FileSource } from "../corpus/index.js";
import { UserError, UserErrors } from "../errors.js";
import { workingTreeIds } from "../git/index.js";
import { parseGoldenSet } from "./parseGoldenSet.js";
import { readRegistry } from "./parseRegistry.js";
import { REGISTRY_DEFAULTS } from "./registryDefaults.js";
import type { GoldenSet, GoldenSetMemo, ParseMemo, Registry } from "./types.js";
import { parseYamlText } from "../parseYamlText.js";

/** What reading the registry and golden set needs of a FileSource: its label, for messages, and reads. */
export type ConfigFiles = Pick<FileSource, "label" | "read">;

const DEFAULT_PATHS = ["chunkgate.yml", "chunkgate.yaml"];
const CONFIG_FILE_HINT = "the registry and the golden set must be readable UTF-8 text files inside the repository (not directories, nor links leading out of it)";
const CREATE_HINT =
  "create chunkgate.yml at the repository root with `version: 1`, `questions: evals/retrieval.yaml` (the golden set, relative to the root) and a `sources:` list (see docs/registry.md)";

/** The registry and golden set, each when valid, and the problems reading them (registry's first; none if both are). */
export interface ConfigRead {
  registry: Registry | undefined;
  /** 1-based lines of top-level registry keys, for problems found after parsing (when the registry is valid). */
  lines: { questions: number; retriever: number | undefined };
  golden: GoldenSet | undefined;
  problems: UserError[];
}

/** The registry and golden set with every problem of both (no registry throws); `emptyGoldenSet`: none reads as []. */
export async function readConfigFiles(files: ConfigFiles, registryPath?: string, options: { goldenSets?: GoldenSetMemo; emptyGoldenSet?: boolean } = {}): Promise<ConfigRead> {
  const found = await findRegistry(files, registryPath);
  const problems: UserError[] = [];
  let registry: Registry | undefined;
  let lines: ConfigRead["lines"] = { questions: 1, retriever: undefined };
  const seen: { questions?: { path: string; line: number } } = {};
  try {
    const parse = () => readRegistry(found.text, found.file, seen);
    ({ registry, lines } = memoized(options.goldenSets?.registries, found.file, found.text, parse));
  } catch (error) {
    problems.push(userErrorOnly(error));
  }
  const questions = registry === undefined ? seen.questions : { path: registry.questions, line: lines.questions };
  if (questions === undefined) return { registry, lines, golden: undefined, problems };
  const at = { file: found.file, line: questions.line };
  let golden: GoldenSet | undefined;
  try {
    const text = await readAt(files, questions.path, at);
    if (options.emptyGoldenSet && (text === undefined || isEmptyGoldenSet(text))) return { registry, lines, golden: { file: questions.path, questions: [] }, problems };
    if (text === undefined) throw await missingGoldenSet(files, { registryFile: found.file, questions: questions.path, at });
    golden = memoized(options.goldenSets, questions.path, text, () => parseGoldenSet(text, questions.path));
    checkQuestionLimit(golden, registry?.limits?.questions ?? REGISTRY_DEFAULTS.limits.questions, found.file);
  } catch (error) {
    problems.push(userErrorOnly(error));
  }
  return { registry, lines, golden, problems };
}

/** `memo`'s value for `file` and `text`, else `parse()`'s, then kept. */
function memoized<T>(memo: ParseMemo<T> | undefined, file: string, text: string, parse: () => T): T {
  const known = memo?.get(file, text);
  if (known !== undefined) return known;
  const value = parse();
  memo?.set(file, text, value);
  return value;
}

/** The registry alone, found as readConfigFiles finds it; a UserError when it is missing or invalid. */
export async function readRegistryAlone(files: ConfigFiles, registryPath?: string): Promise<Registry> {
  const found = await findRegistry(files, registryPath);
  return readRegistry(found.text, found.file).registry;
}

/** Refuses more questions than `limits.questions` before any document is read. */
function checkQuestionLimit(golden: GoldenSet, limit: number, registryFile: string): void {
  const count = golden.questions.length;
  if (count <= limit) return;
  throw new UserError(`has ${count} questions, more than the limit of ${limit} (\`limits.questions\`)`, {
    file: golden.file,
    hint: `split the golden set, or raise \`limits.questions\` in ${registryFile}`,
  });
}

/** True when `text` is a valid YAML document of no question: nothing, `[]`, or `questions:` empty or `[]`. */
function isEmptyGoldenSet(text: string): boolean {
  const { doc } = parseYamlText(text);
  if (doc.errors.length > 0) return false;
  const value: unknown = doc.toJS();
  const list = value !== null && typeof value === "object" && !Array.isArray(value) && Object.keys(value).length === 1 && "questions" in value ? (value as { questions: unknown }).questions : value;
  return list === null || list === undefined || (Array.isArray(list) && list.length === 0);
}

/** `error` when it is a UserError (a UserErrors included); anything else is rethrown. */
export function userErrorOnly(error: unknown): UserError {
  if (error instanceof UserError) return error;
  throw error;
}

/** One error for at least one problem: itself when alone, else a UserErrors of all, lists flattened. */
export function joinProblems(problems: readonly UserError[]): UserError {
  if (problems.length === 1) return problems[0]!;
  return new UserErrors(problems.flatMap((p) => (p instanceof UserErrors ? p.errors : [p])));
}

async function findRegistry(files: ConfigFiles, registryPath: string | undefined): Promise<{ file: string; text: string }> {
  const candidates = registryPath === undefined ? DEFAULT_PATHS : [registryPath];
  for (const candidate of candidates) {
    const file = path.posix.normalize(candidate.replace(/\\/g, "/"));
    if (path.posix.isAbsolute(file) || /^[A-Za-z]:/.test(file) || file === ".." || file.startsWith("../")) {
      throw new UserError(`registry \`${candidate}\` is outside the repository root ${files.label}`, { hint: "keep the registry in the repository and give its path relative to the root" });
    }
    const text = await readAt(files, file, { file });
    if (text !== undefined) return { file, text };
  }
  const tried = candidates.map((c) => `\`${c}\``).join(" or ");
  const hint = registryPath === undefined ? CREATE_HINT : "check the path (it is relative to the repository root), or create the file";
  throw new UserError(`no registry: ${tried} not found in ${files.label}`, { file: registryPath ?? DEFAULT_PATHS[0], hint });
}

async function missingGoldenSet(files: ConfigFiles, where: { registryFile: string; questions: string; at: { file: string; line: number } }): Promise<UserError> {
  const besideRegistry = path.posix.join(path.posix.dirname(where.registryFile), where.questions);
  const moved = besideRegistry !== where.questions && (await readAt(files, besideRegistry, where.at)) !== undefined;
  const hint = moved
    ? `did you mean \`questions: ${besideRegistry}\`? (the path starts at the repository root, not at the registry's folder)`
    : "create the golden set there (a list of questions with `question_id`, `question` and `supporting`), or fix `questions:`";
  return new UserError(`golden set \`${where.questions}\` not found (\`questions:\` is relative to the repository root, ${files.label})`, { ...where.at, hint });
}

/** `files.read(file)` with a failure of the whole file reported where the user named it (`at`), a line's where it is. */
async function readAt(files: ConfigFiles, file: string, at: { file: string; line?: number }): Promise<string | undefined> {
  try {
    return await files.read(file);
  } catch (error) {
    if (!(error instanceof UserError) || error instanceof UserErrors || error.file !== file) throw error;
    if (error.line !== undefined) throw new UserError(error.message, { file, line: error.line, hint: CONFIG_FILE_HINT });
    throw new UserError(`\`${file}\` ${error.message}`, { ...at, hint: CONFIG_FILE_HINT });
  }
}

/** The working tree's registry and golden set (openWorkingTree, then loadRegistryFrom). */
export async function loadRegistry(options: { root: string; registryPath?: string }): Promise<{ registry: Registry; golden: GoldenSet }> {
  const { files, registryPath } = await openWorkingTree(options);
  return loadRegistryFrom(files, registryPath);
}

/** The registry (default `chunkgate.yml`, else `chunkgate.yaml`) and golden set of any FileSource, or one UserError of all problems. */
export async function loadRegistryFrom(files: FileSource, registryPath?: string): Promise<{ registry: Registry; golden: GoldenSet }> {
  const { registry, golden, problems } = await readConfigFiles(files, registryPath);
  if (problems.length > 0) throw joinProblems(problems);
  if (registry === undefined || golden === undefined) throw new Error("internal: the registry or golden set is missing without a reported problem");
  return { registry, golden };
}

/** The working tree at `root` as a FileSource that never follows links out of it, and `registryPath` relative to it. */
export async function openWorkingTree(options: { root: string; registryPath?: string }): Promise<{ files: FileSource; registryPath: string | undefined }> {
  const root = path.resolve(options.root);
  const rootStat = await stat(root).catch(() => undefined);
  if (!rootStat?.isDirectory()) {
    throw new UserError(`repository root ${root} is not a directory`, { hint: "run chunkgate from the repository, or pass its directory as the root" });
  }
  let registryPath = options.registryPath;
  if (registryPath !== undefined) {
    const relative = path.relative(root, path.resolve(root, registryPath));
    if (relative === "" || relative === ".." || relative.startsWith(`..${path.sep}`) || path.isAbsolute(relative)) {
      throw new UserError(`registry \`${registryPath}\` is outside the repository root ${root}`, { hint: "keep the registry in the repository and give its path relative to the root" });
    }
    registryPath = relative.split(path.sep).join("/");
  }
  // git's index of the working tree, so that a run with a cache need not read unchanged files
  return { files: fsFileSource(root, { knownIds: workingTreeIds }), registryPath };
}
