/**
 * A mistake in the user's input (registry, golden set, documents, flags): reported as a message,
 * never as a stack trace. The shells turn it into exit code 2 / a failed step with this text.
 */
export class UserError extends Error {
  /** File the mistake is in, relative to the repository root where possible. */
  readonly file: string | undefined;
  /** 1-based line, when known. */
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

  /**
   * {@link format} as its lines (the located message, then the fix), for a log that writes and
   * escapes each line on its own; a newline inside the message or the hint stays inside its line.
   */
  lines(): string[] {
    const at = this.file ? `${this.file}${this.line ? `:${this.line}` : ""}: ` : "";
    return [`${at}${this.message}`, ...(this.hint ? [`  fix: ${this.hint}`] : [])];
  }
}

/** Several user errors found in one pass, reported together so users fix them in one round. */
export class UserErrors extends UserError {
  readonly errors: UserError[];
  constructor(errors: UserError[]) {
    super(`${errors.length} problem${errors.length === 1 ? "" : "s"} found`);
    this.errors = errors;
  }
  override lines(): string[] {
    return this.errors.flatMap((e) => e.lines());
  }
}
