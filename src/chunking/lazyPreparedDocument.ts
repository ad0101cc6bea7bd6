import type { Document } from "../corpus/index.js";
import type { Measured } from "./measure.js";
import { expandCounts, type DocumentCounts, type PreparedDocument, type PreparedSection } from "./prepareDocument.js";

/** The one document expanded last, so that expanding it again right away builds nothing. */
let last: { lazy: LazyPreparedDocument; full: PreparedDocument } | undefined;

/** A prepared document keeping only its counts, built when read; kept once expanded twice, or read directly. */
export class LazyPreparedDocument implements PreparedDocument {
  readonly titleHeader: Measured;
  readonly words: number;
  readonly tokens: number;
  private readonly counts: ArrayLike<number>;
  private kept: PreparedDocument | undefined;
  private expansions = 0;

  constructor(
    readonly document: Document,
    measured: DocumentCounts,
  ) {
    this.counts = measured.counts;
    this.titleHeader = measured.titleHeader;
    this.words = measured.words;
    this.tokens = measured.tokens;
  }

  /** The whole document's sections, which it keeps from now on. */
  get sections(): PreparedSection[] {
    this.kept ??= this.expand();
    return this.kept.sections;
  }

  /** The whole prepared document, as chunkCorpus reads it: built (and dropped after, unless built before), or kept. */
  expand(): PreparedDocument {
    if (this.kept) return this.kept;
    if (last?.lazy === this) return last.full;
    const full = expandCounts(this.document, this.counts);
    if (++this.expansions >= 2) this.kept = full;
    last = { lazy: this, full };
    return full;
  }

  /** The prepared sections handed to `visit` one at a time, in order; counts as an expansion. */
  visitSections(visit: (section: PreparedSection, index: number) => void): void {
    if (this.kept || last?.lazy === this || this.expansions > 0) {
      this.expand().sections.forEach((section, i) => visit(section, i));
      return;
    }
    this.expansions++;
    expandCounts(this.document, this.counts, visit);
  }
}
