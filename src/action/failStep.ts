import { setFailed, warning } from "@actions/core";
import { showInvisible } from "../report/index.js";

/**
 * Fails the step with `message`, invisible characters shown since it may quote names. The exit
 * code is set first, so a failure while printing cannot leave the step green.
 */
export function failStep(message: string): void {
  process.exitCode = 1;
  setFailed(showInvisible(message));
}

/** A warning annotation without a file, its invisible characters shown as failStep shows them. */
export function warnStep(message: string): void {
  warning(showInvisible(message));
}

/** `failure`, or null after warning it when `downgrade` (`on-regression: comment`) keeps the step green. */
export function failureUnless(failure: string | null, downgrade: boolean): string | null {
  if (failure === null || !downgrade) return failure;
  warnStep(`${failure}\n(on-regression: comment reports this without failing the step)`);
  return null;
}
