import { setFailed } from "@actions/core";

/**
 * Fails the step with `message` (an error annotation; `@actions/core` encodes it for the runner).
 * The exit code is set before anything is printed, so a failure while printing cannot leave the
 * step green.
 */
export function failStep(message: string): void {
  process.exitCode = 1;
  setFailed(message);
}
