import type { Measured } from "./measure.js";
import { contextHeader } from "./prepareDocument.js";

/**
 * A section's measured context header (`Title > Heading > Subheading`, see contextHeader) that
 * keeps its counts but not its text: the text is joined again from the title and heading path the
 * document holds anyway, each time a chunk is built. A run keeps one header per section of the
 * corpus while only the chunks' indexed texts need the joined string, which nothing else reads.
 * Same `text`, `words` and `tokens` as the Measured it replaces.
 */
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
