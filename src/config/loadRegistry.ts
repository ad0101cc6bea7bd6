import { readFile, realpath, stat } from "node:fs/promises";
import path from "node:path";
import { UserError } from "../errors.js";
import type { GoldenSet, Registry } from "./types.js";
import { parseGoldenSet } from "./parseGoldenSet.js";
import { readRegistry } from "./readRegistry.js";

const DEFAULT_PATHS = ["chunkgate.yml", "chunkgate.yaml"];
const CREATE_HINT =
  "create chunkgate.yml at the repository root with `version: 1`, `questions: evals/retrieval.yaml` (the golden set, relative to the root) and a `sources:` list (see the README)";

/** `target` relative to `root` with forward slashes, or `undefined` when it is not inside `root`. */
function inside(root: string, target: string): string | undefined {
  const relative = path.relative(root, target);
  if (relative === "" || relative === ".." || relative.startsWith(`..${path.sep}`) || path.isAbsolute(relative)) return undefined;
  return relative.split(path.sep).join("/");
}

function code(error: unknown): string | undefined {
  return typeof error === "object" && error !== null && "code" in error ? String(error.code) : undefined;
}

/** The text of a file inside the root, or `undefined` when there is none; a file that cannot be read or leads outside the root is a UserError. */
async function readInside(root: string, file: string, at: { file?: string; line?: number }): Promise<string | undefined> {
  const absolute = path.join(root, file);
  try {
    const real = await realpath(absolute);
    if (inside(await realpath(root), real) === undefined) {
      throw new UserError(`\`${file}\` leads outside the repository (a symbolic link to ${real})`, { ...at, hint: "keep chunkgate's files inside the repository, as regular files" });
    }
    return await readFile(real, "utf8");
  } catch (error) {
    if (error instanceof UserError) throw error;
    const why = code(error);
    if (why === "ENOENT" || why === "ENOTDIR") return undefined;
    if (why === "EISDIR") throw new UserError(`\`${file}\` is a directory, not a file`, { ...at, hint: "point to the YAML file itself" });
    throw new UserError(`cannot read \`${file}\`: ${error instanceof Error ? error.message : String(error)}`, { ...at, hint: "check the file's permissions" });
  }
}

/**
 * Loads the registry and its golden set from a repository checkout.
 *
 * - The registry is `registryPath` (relative to `root`; an absolute path is accepted when it lies
 *   inside `root`), by default `chunkgate.yml`, or `chunkgate.yaml` when only that one exists.
 *   `registry.file` is its path relative to the root. It must be inside the root: a check
 *   measures a repository, and the registry is one of its files.
 * - The golden set is read from `registry.questions` **relative to the root, not to the registry
 *   file** — every path a user writes for chunkgate (globs, golden set, the `--registry` flag) has
 *   that one base. Absolute paths and paths leaving the root are refused by `parseRegistry`;
 *   symbolic links that lead outside the root are refused here.
 *
 * Guarantees: resolves only with a valid registry and golden set (see `parseRegistry` and
 * `parseGoldenSet`); otherwise rejects with a `UserError` (a `UserErrors` for validation): a
 * missing root, a missing registry (saying how to create one), a missing golden set (naming the
 * `questions:` line and the base the path is resolved against), or an unreadable file. Other I/O
 * failures are not expected and are rethrown as they are.
 */
export async function loadRegistry(options: { root: string; registryPath?: string }): Promise<{ registry: Registry; golden: GoldenSet }> {
  const root = path.resolve(options.root);
  const rootStat = await stat(root).catch(() => undefined);
  if (!rootStat?.isDirectory()) {
    throw new UserError(`repository root ${root} is not a directory`, { hint: "run chunkgate from the repository, or pass its directory as the root" });
  }

  const candidates = options.registryPath === undefined ? DEFAULT_PATHS : [options.registryPath];
  let found: { file: string; text: string } | undefined;
  for (const candidate of candidates) {
    const file = inside(root, path.resolve(root, candidate));
    if (file === undefined) {
      throw new UserError(`registry \`${candidate}\` is outside the repository root ${root}`, { hint: "keep the registry in the repository and give its path relative to the root" });
    }
    const text = await readInside(root, file, { file });
    if (text !== undefined) {
      found = { file, text };
      break;
    }
  }
  if (found === undefined) {
    const tried = candidates.map((c) => `\`${c}\``).join(" or ");
    const hint = options.registryPath === undefined ? CREATE_HINT : "check the path (it is relative to the repository root), or create the file";
    throw new UserError(`no registry: ${tried} not found in ${root}`, { file: options.registryPath ?? DEFAULT_PATHS[0], hint });
  }

  const { registry, lines } = readRegistry(found.text, found.file);
  const at = { file: found.file, line: lines.questions };
  const text = await readInside(root, registry.questions, at);
  if (text === undefined) {
    const besideRegistry = path.posix.join(path.posix.dirname(found.file), registry.questions);
    const moved = besideRegistry !== registry.questions && (await readInside(root, besideRegistry, at)) !== undefined;
    const hint = moved
      ? `did you mean \`questions: ${besideRegistry}\`? (the path starts at the repository root, not at the registry's folder)`
      : "create the golden set there (a list of questions with `question_id`, `question` and `supporting`), or fix `questions:`";
    throw new UserError(`golden set \`${registry.questions}\` not found (\`questions:\` is relative to the repository root, ${root})`, { ...at, hint });
  }
  return { registry, golden: parseGoldenSet(text, registry.questions) };
}
