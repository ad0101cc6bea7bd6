import { analyzeRawToken } from "./analyzeRawToken.js";
import { SpanInterner } from "./spanInterner.js";
import { TokenScanner } from "./tokenScanner.js";

/**
 * Numbers the analysed terms ({@link analyze}) of the texts it is given and counts them text by
 * text, for buildBm25Index. One vocabulary may serve several indexes over overlapping corpora (the
 * cells of a sweep window the same documents): a raw token already seen costs one allocation-free
 * probe instead of analysis.
 *
 * Why texts are not remembered: a sweep used to keep each counted text with its counts, so that a
 * chunk recurring in a later cell (a section shorter than every window) was not scanned again.
 * That kept every cell's chunk texts alive to the end of the sweep, and measured on vba-docs (15
 * cells, one build ≈ 70,000 to 400,000 chunks) scanning a text whose tokens are all interned already
 * costs about what looking the whole text up costs; remembering lines instead (and adding up their
 * counts) was no faster either, in CPU, and held ~50-100 MB more at the peak.
 *
 * Guarantees: `count(text)` is a pure function of `text` up to the numbering — the same multiset of
 * analysed terms `analyze(text)` gives, whatever was counted before — and a term keeps its number
 * for the vocabulary's life, numbers running 0, 1, 2… in order of first sight. Not for concurrent
 * use (scans are synchronous, so nothing can interleave). Memory: every distinct raw token once, in
 * typed arrays, for as long as the vocabulary lives.
 */
export class Bm25Vocabulary {
  /** Analysed term -> term number. Only grows. */
  readonly terms = new Map<string, number>();
  private readonly termOfRaw = new SpanInterner();
  private readonly scanner = new TokenScanner();
  // seen[t] === stamp when term t already has a pair in `counts` for the text being counted (and
  // then slot[t] is its position), so a text's counts need no per-text map.
  private stamp = 0;
  private seen = new Int32Array(1024);
  private slot = new Int32Array(1024);

  /**
   * The array holding the counts of the last {@link count}ed text, from the offset `count` returned;
   * valid until the next call, and not to be changed.
   */
  counts = new Int32Array(1024);

  /**
   * Counts the analysed terms of `text` and returns where they are in {@link counts}: from that
   * offset, `length, pairs, t₁, f₁, t₂, f₂, …` with `length` the number of analysed terms (the BM25
   * document length), `pairs` the number of distinct terms, and each distinct term number `t`
   * followed by its frequency `f`, in order of first occurrence.
   *
   * @param text Any string; range: any length and any Unicode.
   */
  count(text: string): number {
    const scanner = this.scanner;
    // Keys interned from the normalised text have no A–Z (it is lowercased), so ASCII spans looked
    // up folded and other spans looked up exactly share one table.
    const ascii = scanner.scanAscii(text);
    if (!ascii) scanner.scan(text);
    const { text: scanned, count, starts, ends, hashes } = scanner;
    const termOfRaw = this.termOfRaw;
    if (this.counts.length < 2 + 2 * count) this.counts = new Int32Array(2 + 2 * count);
    const scratch = this.counts;
    if (this.stamp === 0x7fffffff) {
      this.seen.fill(0);
      this.stamp = 0;
    }
    const stamp = ++this.stamp;
    let length = 0;
    let end = 2;
    for (let i = 0; i < count; i++) {
      const t = ascii
        ? termOfRaw.getFolded(scanned, starts[i]!, ends[i]!, hashes[i]!, this.termNumber)
        : termOfRaw.get(scanned, starts[i]!, ends[i]!, this.termNumber);
      if (t < 0) continue;
      length++;
      if (this.seen[t] !== stamp) {
        this.seen[t] = stamp;
        this.slot[t] = end;
        scratch[end] = t;
        scratch[end + 1] = 1;
        end += 2;
      } else {
        scratch[this.slot[t]! + 1]!++;
      }
    }
    scratch[0] = length;
    scratch[1] = (end - 2) >> 1;
    return 0;
  }

  // Raw token -> term number, or -1 when analysis drops it; called once per distinct raw token.
  private readonly termNumber = (raw: string): number => {
    const term = analyzeRawToken(raw);
    if (term === null) return -1;
    let t = this.terms.get(term);
    if (t === undefined) {
      t = this.terms.size;
      this.terms.set(term, t);
      if (t >= this.seen.length) {
        const seen = new Int32Array(this.seen.length * 2);
        const slot = new Int32Array(this.slot.length * 2);
        seen.set(this.seen);
        slot.set(this.slot);
        this.seen = seen;
        this.slot = slot;
      }
    }
    return t;
  };
}
