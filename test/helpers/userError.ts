import { UserError } from "../../src/errors.js";

/** The rejection of `promise`, failing the test unless it is a UserError. */
export async function userError(promise: Promise<unknown>): Promise<UserError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof UserError)) throw new Error(`expected a UserError, got ${error instanceof Error ? error.stack : String(error)}`);
  return error;
}
