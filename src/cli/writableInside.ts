import { lstat, realpath } from "node:fs/promises";
import { dirname, isAbsolute, relative, sep } from "node:path";
import { UserError } from "../errors.js";

/**
 * `file` (absolute) relative to `root`, with `/`, when it may be written: inside the root, its
 * folder inside it once links are followed, and not itself a link or a folder. A UserError naming
 * `given` otherwise: a link committed in a checkout must never make us write outside it.
 */
export async function writableInside(root: string, file: string, given: string): Promise<string> {
  const path = relative(root, file);
  const fail = (why: string) => new UserError(`--write ${given} ${why}`, { hint: "write the drafts to a plain file inside the repository, e.g. --write evals/retrieval.drafts.yaml" });
  if (path === "" || path === ".." || path.startsWith(`..${sep}`) || isAbsolute(path)) throw fail(`is outside the repository root ${root}`);
  const [realRoot, realFolder] = await Promise.all([realpath(root), realpath(dirname(file)).catch(() => undefined)]);
  if (realFolder === undefined) throw fail("is in a folder that does not exist");
  const folder = relative(realRoot, realFolder);
  if (folder === ".." || folder.startsWith(`..${sep}`) || isAbsolute(folder)) throw fail("is in a folder that leads outside the repository root");
  const stat = await lstat(file).catch(() => undefined);
  if (stat && !stat.isFile()) throw fail(stat.isSymbolicLink() ? "is a symbolic link" : "is not a file");
  return path.split(sep).join("/");
}
