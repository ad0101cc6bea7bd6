import { setFailed, warning } from "@actions/core";
import { showInvisible } from "../report/index.js";

/**
 * Fails the step with `message` (an error annotation; `@actions/core` encodes it for the runner,
 * and bidirectional controls and zero-width characters are shown as `<U+XXXX>` first, since the
 * message may quote file names or headings). The exit code is set before anything is printed, so a
 * failure while printing cannot leave the step green.
 */
export function failStep(message: string): void {
  process.exitCode = 1;
  setFailed(showInvisible(message));
}

/** A warning annotation without a file, its invisible characters shown as failStep shows them. */
export function warnStep(message: string): void {
  warning(showInvisible(message));
}
