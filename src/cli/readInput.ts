import { readFile, stat } from "node:fs/promises";
import { resolve } from "node:path";
import { UserError } from "../errors.js";
import { formatCount } from "../formatCount.js";
import type { CliIo } from "./io.js";

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
