import { analyzeToken } from "./analyze.js";
import { SPAN_HASH_PRIME, SPAN_HASH_SEED, SpanInterner } from "../chunking/index.js";
import { ASCII_TOKEN_FOLD, grown, TokenScanner } from "./tokenScanner.js";

/** Numbers analysed terms in order of first sight and counts them: `count(text)` gives `analyze(text)`'s multiset. */
export class Bm25Vocabulary {
  /** Analysed term -> term number; only grows. */
  readonly terms = new Map<string, number>();
  /** Term names by number (read-only for callers); only grows. */
  readonly names: string[] = [];
  private readonly termOfRaw = new SpanInterner();
  private readonly scanner = new TokenScanner();
  // seen[t] === stamp when term t has a pair in the current text's counts, at slot[t]: no per-text map.
  private stamp = 0;
  private seen = new Int32Array(1024);
  private slot = new Int32Array(1024);

  /** The last {@link count}ed text's counts, from the offset `count` returned; valid until the next call, read-only. */
  counts = new Int32Array(1024);

  /** Counts `text`'s terms into {@link counts} as `length, distinct, t₁, f₁, …` at the offset returned. */
  count(text: string): number {
    if (this.stamp >= 0x7ffffffe) {
      this.seen.fill(0);
      this.stamp = 0;
    }
    if (this.countAscii(text, ++this.stamp)) return 0;
    // Not all ASCII: counted again from the normalised form; the ASCII pass interned its first tokens, in order.
    this.countScanned(text, ++this.stamp);
    return 0;
  }

  // count() in one pass for ASCII text; false at a code unit ≥ 0x80, having interned only tokens NFKC leaves as they are
  private countAscii(text: string, stamp: number): boolean {
    const termOfRaw = this.termOfRaw;
    const termNumber = this.termNumber;
    const length = text.length;
    let analysed = 0;
    let end = 2;
    let i = 0;
    while (i < length) {
      let code = text.charCodeAt(i);
      if (code >= 0x80) return false;
      let folded = ASCII_TOKEN_FOLD[code]!;
      const start = i++;
      if (folded === 0) continue;
      let hash = Math.imul(SPAN_HASH_SEED ^ folded, SPAN_HASH_PRIME);
      while (i < length) {
        code = text.charCodeAt(i);
        if (code >= 0x80) return false;
        folded = ASCII_TOKEN_FOLD[code]!;
        if (folded !== 0) {
          hash = Math.imul(hash ^ folded, SPAN_HASH_PRIME);
          i++;
          continue;
        }
        // A joiner: an apostrophe before a letter, a dot or comma between digits.
        if (i + 1 >= length) break;
        if (code !== 0x27 && code !== 0x2e && code !== 0x2c) break;
        const after = text.charCodeAt(i + 1);
        if (after >= 0x80) return false;
        if (code === 0x27) {
          // folded, a letter is a-z and a digit below it
          if (ASCII_TOKEN_FOLD[after]! < 0x61) break;
        } else {
          const before = text.charCodeAt(i - 1);
          if (before < 0x30 || before > 0x39 || after < 0x30 || after > 0x39) break;
        }
        hash = Math.imul(hash ^ code, SPAN_HASH_PRIME);
        i++;
      }
      const t = termOfRaw.getFolded(text, start, i, hash, termNumber);
      if (t < 0) continue;
      analysed++;
      end = this.tally(t, stamp, end);
    }
    this.counts[0] = analysed;
    this.counts[1] = (end - 2) >> 1;
    return true;
  }

  private countScanned(text: string, stamp: number): void {
    const scanner = this.scanner;
    scanner.scan(text);
    const { text: scanned, count, starts, ends } = scanner;
    const termOfRaw = this.termOfRaw;
    let length = 0;
    let end = 2;
    for (let i = 0; i < count; i++) {
      const t = termOfRaw.get(scanned, starts[i]!, ends[i]!, this.termNumber);
      if (t < 0) continue;
      length++;
      end = this.tally(t, stamp, end);
    }
    this.counts[0] = length;
    this.counts[1] = (end - 2) >> 1;
  }

  // One more occurrence of term t in the text being counted, whose pairs end at `end`; returns their new end.
  private tally(t: number, stamp: number, end: number): number {
    if (this.seen[t] === stamp) {
      this.counts[this.slot[t]! + 1]!++;
      return end;
    }
    this.seen[t] = stamp;
    this.slot[t] = end;
    if (end + 2 > this.counts.length) this.counts = grown(this.counts, 2 * this.counts.length);
    this.counts[end] = t;
    this.counts[end + 1] = 1;
    return end + 2;
  }

  // Raw token -> term number, or -1 when analysis drops it; once per distinct raw token.
  private readonly termNumber = (raw: string): number => {
    const term = analyzeToken(raw);
    return term === null ? -1 : this.number(term);
  };

  /** The number of analysed term `term`, numbering it next when new (as counting a text holding it would). */
  number(term: string): number {
    let t = this.terms.get(term);
    if (t === undefined) {
      t = this.terms.size;
      this.terms.set(term, t);
      this.names.push(term);
      if (t >= this.seen.length) {
        this.seen = grown(this.seen, 2 * t);
        this.slot = grown(this.slot, 2 * t);
      }
    }
    return t;
  }
}
