import { readFile, stat, lstat, realpath } from "node:fs/promises";
import { resolve, dirname, isAbsolute, relative, sep } from "node:path";
import { UserError } from "../errors.js";
import { formatCount } from "../formatCount.js";
import type { CliIo } from "./io.js";
import { fsFileSource } from "../corpus/index.js";

/**
 * The text of a file the command line names, read only when it is a regular file (a FIFO would be
 * read forever) within `limit`; else a UserError naming it, with `hint` as its fix.
 */
export async function readInput(io: CliIo, file: string, options: { what: string; hint: string; limit?: { bytes: number; by: string; hint: string } }): Promise<string> {
  const path = resolve(io.cwd, file);
  const { what, hint } = options;
  const failed = (error: NodeJS.ErrnoException) => new UserError(`cannot read ${what} (${error.code ?? error.message})`, { file, hint });
  const info = await stat(path).catch((error: NodeJS.ErrnoException) => {
    throw failed(error);
  });
  if (!info.isFile()) throw new UserError(`cannot read ${what}: it is not a regular file`, { file, hint });
  const { limit } = options;
  if (limit && info.size > limit.bytes) throw new UserError(`is ${formatCount(info.size)} bytes; ${limit.by} reads at most ${formatCount(limit.bytes)}`, { file, hint: limit.hint });
  return readFile(path, "utf8").catch((error: NodeJS.ErrnoException) => {
    throw failed(error);
  });
}

/** The drafts file `suggest --write FILE` appends to: its path from the root, its text (undefined: no file), and the append. */
export interface DraftsFile {
  target: string;
  existing: string | undefined;
  /** Appends `yaml`, keeping every byte of an existing file; a new or blank one starts with `header`. */
  append(yaml: string, header: string): Promise<void>;
}

/**
 * The drafts file `given` names, when it is inside the root once links are followed and is no link
 * itself; else a UserError: a link committed in a checkout must never make us write outside it.
 */
export async function draftsFile(io: CliIo, root: string, given: string): Promise<DraftsFile> {
  const file = resolve(io.cwd, given);
  const path = relative(root, file);
  const fail = (why: string) => new UserError(`--write ${given} ${why}`, { hint: "write the drafts to a plain file inside the repository, e.g. --write evals/retrieval.drafts.yaml" });
  if (path === "" || path === ".." || path.startsWith(`..${sep}`) || isAbsolute(path)) throw fail(`is outside the repository root ${root}`);
  const [realRoot, realFolder] = await Promise.all([realpath(root), realpath(dirname(file)).catch(() => undefined)]);
  if (realFolder === undefined) throw fail("is in a folder that does not exist");
  const folder = relative(realRoot, realFolder);
  if (folder === ".." || folder.startsWith(`..${sep}`) || isAbsolute(folder)) throw fail("is in a folder that leads outside the repository root");
  const stat = await lstat(file).catch(() => undefined);
  if (stat && !stat.isFile()) throw fail(stat.isSymbolicLink() ? "is a symbolic link" : "is not a file");
  const target = path.split(sep).join("/");
  const existing = await fsFileSource(root).read(target);
  return {
    target,
    existing,
    async append(yaml, header) {
      if (yaml === "") return;
      const head = existing === undefined || existing.trim() === "" ? header : existing.endsWith("\n") ? existing : `${existing}\n`;
      await io.writeFile(resolve(root, target), `${head}${yaml}`);
    },
  };
}
