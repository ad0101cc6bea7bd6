import { UserError } from "../errors.js";

/**
 * A retriever that cannot be built in this run for a reason outside the registry's control, the
 * case being an API key that the environment does not provide (pull requests from forks get no
 * secrets), or that this run may not send to the endpoint named (a pull request's head naming
 * another endpoint than its base; see RetrieverRuntime.keyDestinations), while some text is not in
 * the cache. A check reports such a source as `skipped` with
 * `message` as the reason and `hint` as the fix, never as a pass; commands without a verdict
 * (sweep, record, explain) stop with it like any UserError.
 */
export class RetrieverUnavailableError extends UserError {
  constructor(reason: string, fix: string) {
    super(reason, { hint: fix });
    this.name = "RetrieverUnavailableError";
  }
}
