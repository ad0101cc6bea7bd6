import { normalizeIdentifier } from "../containers.js";
import { parseWork } from "../parseWork.js";

// definition labels hold at most 999 characters: longer link text is never looked up
const MAX_LABEL = 4000;

const longestLabel = new WeakMap<ReadonlySet<string>, number>();

/** Whether `src[from, to)` is a defined label, as micromark answers; a text too long is refused unnormalised. */
export class LabelLookup {
  private nonSpace: Int32Array | undefined;
  private readonly longest: number;

  constructor(
    private readonly src: string,
    private readonly definitions: ReadonlySet<string>,
  ) {
    let longest = longestLabel.get(definitions);
    if (longest === undefined) {
      longest = 0;
      for (const label of definitions) longest = Math.max(longest, label.length);
      longestLabel.set(definitions, longest);
    }
    this.longest = longest;
  }

  /** Whether the text between `from` and `to` normalises to a defined label. */
  defined(from: number, to: number): boolean {
    if (this.definitions.size === 0 || to - from > MAX_LABEL) return false;
    const limit = this.longest * 3 + 3;
    if (to - from > limit && this.countNonSpace(from, to) > limit) return false;
    parseWork.steps += to - from;
    return this.definitions.has(normalizeIdentifier(this.src.slice(from, to)));
  }

  private countNonSpace(from: number, to: number): number {
    if (!this.nonSpace) {
      const { src } = this;
      const counts = new Int32Array(src.length + 1);
      for (let i = 0; i < src.length; i++) {
        const code = src.charCodeAt(i);
        counts[i + 1] = counts[i]! + (code === 9 || code === 10 || code === 13 || code === 32 ? 0 : 1);
      }
      parseWork.steps += src.length;
      this.nonSpace = counts;
    }
    return this.nonSpace[to]! - this.nonSpace[from]!;
  }
}
