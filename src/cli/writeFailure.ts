import { UserError } from "../errors.js";

/**
 * A failure to write an output file (`--json`, `--trec-run`, `--trec-qrels`, `record --write`,
 * `relabel --write`) as a UserError naming the path, what the system said and the fix, instead of
 * an internal error with a stack: the path is the user's choice, so the mistake is theirs to fix.
 * Anything that is not a file-system error is returned unchanged.
 */
export function writeFailure(path: string, error: unknown): unknown {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (typeof code !== "string") return error;
  const why = REASONS[code] ?? { what: `cannot be written (${code})`, fix: "check the path and that its folder is writable" };
  return new UserError(why.what, { file: path, hint: why.fix });
}

const REASONS: Record<string, { what: string; fix: string }> = {
  EISDIR: { what: "is a directory, so the output cannot be written there (EISDIR)", fix: "name a file, not a folder (e.g. add `/report.json`)" },
  EACCES: { what: "cannot be written: permission denied (EACCES)", fix: "write it into a folder you can write to, or make the file and its folder writable" },
  EPERM: { what: "cannot be written: operation not permitted (EPERM)", fix: "write it into a folder you can write to, or make the file and its folder writable" },
  EROFS: { what: "cannot be written: the file system is read-only (EROFS)", fix: "write it somewhere writable, such as the runner's temp folder" },
  ENOTDIR: { what: "cannot be written: a part of its folder path is a file, not a folder (ENOTDIR)", fix: "choose a path whose folders are folders" },
  EEXIST: { what: "cannot be written: a part of its folder path is a file, not a folder (EEXIST)", fix: "choose a path whose folders are folders" },
  ENOSPC: { what: "cannot be written: no space left on the device (ENOSPC)", fix: "free some space, or write it elsewhere" },
  ENAMETOOLONG: { what: "cannot be written: the name is too long (ENAMETOOLONG)", fix: "choose a shorter path" },
};
