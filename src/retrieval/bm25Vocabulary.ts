import { analyzeRawToken } from "./analyzeRawToken.js";
import { SpanInterner } from "./spanInterner.js";
import { TokenScanner } from "./tokenScanner.js";

/**
 * Numbers the analysed terms ({@link analyze}) of the texts it is given and counts them text by
 * text, for buildBm25Index. One vocabulary may serve several indexes over overlapping corpora (the
 * cells of a sweep window the same documents): a raw token already seen costs one allocation-free
 * probe instead of analysis, and with `rememberTexts` a line already counted (the cells cut the same
 * lines into different chunks) is not scanned again: a text's counts are then the sum of its
 * lines' counts.
 *
 * Why lines compose: a line break is a token boundary that normalisation cannot cross. It is a
 * separator for the scanner; NFKC never composes, reorders or decomposes across it (it is a starter
 * that combines with nothing); and lowercasing's one context rule, the final sigma, looks only
 * through letters and case-ignorable characters, which a line break is not. So the terms of
 * `a + "\n" + b` are the terms of `a` followed by those of `b`, exactly.
 *
 * Guarantees: `count(text)` is a pure function of `text` up to the numbering — the same multiset of
 * analysed terms `analyze(text)` gives, whatever was counted before — and a term keeps its number
 * for the vocabulary's life, numbers running 0, 1, 2… in order of first sight. Not for concurrent
 * use (scans are synchronous, so nothing can interleave). Memory: every distinct raw token once, in
 * typed arrays; with `rememberTexts`, also every distinct line and its counts, for as long as the
 * vocabulary lives (a copy of the line, so no counted text is kept alive): give it to the builds
 * that share lines, then drop it.
 */
export class Bm25Vocabulary {
  /** Analysed term -> term number. Only grows. */
  readonly terms = new Map<string, number>();
  private readonly termOfRaw = new SpanInterner();
  private readonly scanner = new TokenScanner();
  // Line -> offset of its counts in `pool`: one growing array rather than an array per line, since
  // a sweep remembers about a million lines and as many small typed arrays cost more in garbage
  // collection than the scans they save. Looked up by span, so that a line seen before costs no
  // string (a Map would need a slice of every line of every text) and no counted text is kept.
  private readonly remembered: SpanInterner | null;
  private pool = new Int32Array(0);
  private poolEnd = 0;
  // A line is counted in the middle of a text's count, so each has its own marks and buffer.
  private readonly textMarks = new TermMarks();
  private readonly lineMarks = new TermMarks();
  private scratch = new Int32Array(1024);
  private lineScratch = new Int32Array(1024);

  /** @param options.rememberTexts Keep each counted line's counts, keyed by the line; default false. */
  constructor(options: { rememberTexts?: boolean } = {}) {
    this.remembered = options.rememberTexts ? new SpanInterner() : null;
  }

  /**
   * The array holding the counts of the last {@link count}ed text, from the offset `count` returned;
   * valid until the next call, and not to be changed.
   */
  counts: Int32Array = this.scratch;

  /**
   * Counts the analysed terms of `text` and returns where they are in {@link counts}: from that
   * offset, `length, pairs, t₁, f₁, t₂, f₂, …` with `length` the number of analysed terms (the BM25
   * document length), `pairs` the number of distinct terms, and each distinct term number `t`
   * followed by its frequency `f`, in order of first occurrence.
   *
   * @param text Any string; range: any length and any Unicode.
   */
  count(text: string): number {
    if (this.remembered === null) {
      this.scratch = this.scan(text, this.scratch, this.textMarks);
      this.counts = this.scratch;
      return 0;
    }
    return this.composeLines(text);
  }

  // The counts of `text` as the sum of its lines' remembered counts, scanning only new lines.
  private composeLines(text: string): number {
    // A text of n code units has at most (n + 1) / 2 tokens, so this many slots always suffice.
    if (this.scratch.length < text.length + 3) this.scratch = new Int32Array(text.length + 3);
    const marks = this.textMarks;
    const stamp = marks.next();
    const remembered = this.remembered!;
    let length = 0;
    let end = 2;
    let from = 0;
    while (from < text.length) {
      let to = text.indexOf("\n", from);
      if (to === -1) to = text.length;
      if (to > from) {
        const at = remembered.get(text, from, to, this.rememberLine);
        // Read after rememberLine, which may grow these.
        const { pool, scratch } = this;
        const { seen, slot } = marks;
        length += pool[at]!;
        const pairsEnd = at + 2 + 2 * pool[at + 1]!;
        for (let p = at + 2; p < pairsEnd; p += 2) {
          const t = pool[p]!;
          if (seen[t] !== stamp) {
            seen[t] = stamp;
            slot[t] = end;
            scratch[end] = t;
            scratch[end + 1] = pool[p + 1]!;
            end += 2;
          } else {
            scratch[slot[t]! + 1]! += pool[p + 1]!;
          }
        }
      }
      from = to + 1;
    }
    this.scratch[0] = length;
    this.scratch[1] = (end - 2) >> 1;
    this.counts = this.scratch;
    return 0;
  }

  // Scans a line not seen before and appends its counts to `pool`; returns their offset.
  private readonly rememberLine = (line: string): number => {
    this.lineScratch = this.scan(line, this.lineScratch, this.lineMarks);
    const counts = this.lineScratch;
    const end = 2 + 2 * counts[1]!;
    const offset = this.poolEnd;
    if (offset + end > this.pool.length) {
      const pool = new Int32Array(Math.max(this.pool.length * 2, offset + end, 1 << 16));
      pool.set(this.pool.subarray(0, offset));
      this.pool = pool;
    }
    this.pool.set(counts.subarray(0, end), offset);
    this.poolEnd = offset + end;
    return offset;
  };

  // Scans `text` and writes `length, pairs, t₁, f₁, …` into `into` (or a larger buffer it returns),
  // using `marks` to find repeated terms.
  private scan(text: string, into: Int32Array<ArrayBuffer>, marks: TermMarks): Int32Array<ArrayBuffer> {
    const stamp = marks.next();
    const scanner = this.scanner;
    // Keys interned from the normalised text have no A–Z (it is lowercased), so ASCII spans looked
    // up folded and other spans looked up exactly share one table.
    const ascii = scanner.scanAscii(text);
    if (!ascii) scanner.scan(text);
    const { text: scanned, count, starts, ends, hashes } = scanner;
    const termOfRaw = this.termOfRaw;
    const scratch = into.length < 2 + 2 * count ? new Int32Array(2 + 2 * count) : into;
    let length = 0;
    let end = 2;
    for (let i = 0; i < count; i++) {
      const t = ascii
        ? termOfRaw.getFolded(scanned, starts[i]!, ends[i]!, hashes[i]!, this.termNumber)
        : termOfRaw.get(scanned, starts[i]!, ends[i]!, this.termNumber);
      if (t < 0) continue;
      length++;
      // Read here, not before the loop: a new term may have grown the arrays.
      const { seen, slot } = marks;
      if (seen[t] !== stamp) {
        seen[t] = stamp;
        slot[t] = end;
        scratch[end] = t;
        scratch[end + 1] = 1;
        end += 2;
      } else {
        scratch[slot[t]! + 1]!++;
      }
    }
    scratch[0] = length;
    scratch[1] = (end - 2) >> 1;
    return scratch;
  }

  // Raw token -> term number, or -1 when analysis drops it; called once per distinct raw token.
  private readonly termNumber = (raw: string): number => {
    const term = analyzeRawToken(raw);
    if (term === null) return -1;
    let t = this.terms.get(term);
    if (t === undefined) {
      t = this.terms.size;
      this.terms.set(term, t);
      this.textMarks.cover(t);
      this.lineMarks.cover(t);
    }
    return t;
  };
}

// seen[t] === stamp when term t already has a pair in the pairs being built (and then slot[t] is
// its position), so counting a text needs no per-text map; a new stamp forgets every mark at once.
class TermMarks {
  stamp = 0;
  seen = new Int32Array(1024);
  slot = new Int32Array(1024);

  /** A stamp no term is marked with yet. */
  next(): number {
    if (this.stamp === 0x7fffffff) {
      this.seen.fill(0);
      this.stamp = 0;
    }
    return ++this.stamp;
  }

  /** Makes room for term number `t`, keeping the marks. */
  cover(t: number): void {
    if (t < this.seen.length) return;
    const seen = new Int32Array(this.seen.length * 2);
    const slot = new Int32Array(this.slot.length * 2);
    seen.set(this.seen);
    slot.set(this.slot);
    this.seen = seen;
    this.slot = slot;
  }
}
