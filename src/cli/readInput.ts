import { readFile, stat, lstat, realpath } from "node:fs/promises";
import { resolve, dirname, isAbsolute, relative, sep } from "node:path";
import { UserError } from "../errors.js";
import { formatCount } from "../formatCount.js";
import type { CliIo } from "./io.js";
import { fsFileSource } from "../corpus/index.js";

/** A named file's text, read only when a regular file (a FIFO is read forever) within `limit`; else a UserError. */
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

/**
 * The drafts file `--write` names (path from the root, text or undefined, an append keeping every byte), when inside
 * the root once links are followed and no link itself: a committed link must never make us write outside the checkout.
 */
export async function draftsFile(io: CliIo, root: string, given: string) {
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
    /** A new or blank file starts with `header`. */
    async append(yaml: string, header: string): Promise<void> {
      if (yaml === "") return;
      const head = existing === undefined || existing.trim() === "" ? header : existing.endsWith("\n") ? existing : `${existing}\n`;
      await io.writeFile(resolve(root, target), `${head}${yaml}`);
    },
  };
}
