import { plural } from "./formatCount.js";
/** A mistake in the user's input, reported as a message with its fix, never as a stack trace. */
export class UserError extends Error {
  /** File the mistake is in, relative to the repository root where possible. */
  readonly file: string | undefined;
  readonly line: number | undefined;
  /** What to do about it, one sentence. */
  readonly hint: string | undefined;

  constructor(message: string, where: { file?: string; line?: number; hint?: string } = {}) {
    super(message);
    this.name = "UserError";
    this.file = where.file;
    this.line = where.line;
    this.hint = where.hint;
  }

  /** `file:line: message` and, on the next line, `  fix: hint` — the form editors and CI logs make clickable. */
  format(): string {
    return this.lines().join("\n");
  }

  /** {@link format} as its lines, for a log that escapes each line on its own. */
  lines(): string[] {
    const at = this.file ? `${this.file}${this.line ? `:${this.line}` : ""}: ` : "";
    return [`${at}${this.message}`, ...(this.hint ? [`  fix: ${this.hint}`] : [])];
  }
}

/** Several user errors found in one pass, reported together so users fix them in one round. */
export class UserErrors extends UserError {
  readonly errors: UserError[];
  constructor(errors: UserError[]) {
    super(`${plural(errors.length, "problem")} found`);
    this.errors = errors;
  }
  override lines(): string[] {
    return this.errors.flatMap((e) => e.lines());
  }
}

/** A failed write to the output `path` as a UserError with reason and fix (naming `setting`); else `error` as is. */
export function writeFailure(path: string, error: unknown, setting?: string): unknown {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (typeof code !== "string") return error;
  const why = WRITE_FAILURES[code] ?? { what: `cannot be written (${code})`, fix: "check the path and that its folder is writable" };
  return new UserError(why.what, { file: path, hint: setting ? `${why.fix}; the path comes from ${setting}` : why.fix });
}

const WRITE_FAILURES: Record<string, { what: string; fix: string }> = {
  EISDIR: { what: "is a directory, so the output cannot be written there (EISDIR)", fix: "name a file, not a folder (e.g. add `/report.json`)" },
  EACCES: { what: "cannot be written: permission denied (EACCES)", fix: "write it into a folder you can write to, or make the file and its folder writable" },
  EPERM: { what: "cannot be written: operation not permitted (EPERM)", fix: "write it into a folder you can write to, or make the file and its folder writable" },
  EROFS: { what: "cannot be written: the file system is read-only (EROFS)", fix: "write it somewhere writable, such as the runner's temp folder" },
  ENOTDIR: { what: "cannot be written: a part of its folder path is a file, not a folder (ENOTDIR)", fix: "choose a path whose folders are folders" },
  EEXIST: { what: "cannot be written: a part of its folder path is a file, not a folder (EEXIST)", fix: "choose a path whose folders are folders" },
  ENOSPC: { what: "cannot be written: no space left on the device (ENOSPC)", fix: "free some space, or write it elsewhere" },
  ENAMETOOLONG: { what: "cannot be written: the name is too long (ENAMETOOLONG)", fix: "choose a shorter path" },
};
