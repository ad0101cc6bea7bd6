import { UserError } from "../errors.js";

/**
 * A retriever that cannot be built in this run for a reason outside the registry's control: an API
 * key not provided (a fork's pull request) or not to be sent there (RetrieverRuntime.keyDestinations)
 * while some text is not cached. A check reports the source `skipped`, never passed; other commands
 * stop as for any UserError.
 */
export class RetrieverUnavailableError extends UserError {
  constructor(reason: string, fix: string) {
    super(reason, { hint: fix });
    this.name = "RetrieverUnavailableError";
  }
}
