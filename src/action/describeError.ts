import { UserError } from "../errors.js";

/**
 * What a failed step says about an error. A UserError is the user's to fix: its formatted message
 * (`file:line: message` and the fix), never a stack. Anything else is a bug: its message for the
 * step, and the stack as `detail` for the log and the bug report. A thrown non-Error is shown as
 * text.
 */
export function describeError(error: unknown): { message: string; detail?: string } {
  if (error instanceof UserError) return { message: `chunkgate: ${error.format()}` };
  if (error instanceof Error) {
    return { message: `chunkgate: internal error (please report it): ${error.message}`, ...(error.stack ? { detail: error.stack } : {}) };
  }
  return { message: `chunkgate: internal error (please report it): ${typeof error === "string" ? error : safeString(error)}` };
}

function safeString(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}
