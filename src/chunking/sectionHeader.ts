import type { Measured } from "./measure.js";
import { contextHeader } from "./prepareDocument.js";

/** A section's measured context header that keeps its counts but joins its text again when read. */
export class SectionHeader implements Measured {
  constructor(
    private readonly title: string,
    private readonly headingPath: readonly string[],
    readonly words: number,
    readonly tokens: number,
  ) {}

  get text(): string {
    return contextHeader(this.title, this.headingPath);
  }
}
