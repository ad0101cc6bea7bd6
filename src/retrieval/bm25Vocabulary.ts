import { analyzeToken } from "./analyzeToken.js";
import { SPAN_HASH_PRIME, SPAN_HASH_SEED, SpanInterner } from "../chunking/index.js";
import { ASCII_TOKEN_FOLD, TokenScanner } from "./tokenScanner.js";

function isAsciiLetter(code: number): boolean {
  return (code >= 0x61 && code <= 0x7a) || (code >= 0x41 && code <= 0x5a);
}

/**
 * Numbers the analysed terms ({@link analyze}) of the texts it is given and counts them text by
 * text, for buildBm25Index. One vocabulary may serve several indexes over overlapping corpora (the
 * cells of a sweep window the same documents): a raw token already seen costs one allocation-free
 * probe instead of analysis.
 *
 * Texts (or lines) are not remembered across cells: scanning a text whose tokens are all interned
 * costs about what looking the whole text up would, and remembering would keep every cell's chunk
 * texts alive to the end of the sweep (figures in bench/README.md, "Figures behind design choices").
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
    if (this.stamp >= 0x7ffffffe) {
      this.seen.fill(0);
      this.stamp = 0;
    }
    if (this.countAscii(text, ++this.stamp)) return 0;
    // Not all ASCII: the pairs found so far are dropped (a new stamp) and the text counted again
    // from its normalised form. The raw tokens the ASCII pass interned before it stopped are the
    // normalised text's first tokens, in the same order (see countAscii), so no term is numbered
    // differently than if this pass had run alone.
    this.countScanned(text, ++this.stamp);
    return 0;
  }

  /**
   * {@link count} for a text that is all ASCII, in one pass: each token is hashed while it is read
   * (with A–Z folded, by ASCII_TOKEN_FOLD) and looked up as soon as it ends, so no span
   * is stored and read back. Returns false, leaving `counts` unspecified, at the first code unit ≥ 0x80.
   *
   * Why the tokens looked up before that are safe: a token is only looked up once the character
   * ending it, and the one after a possible joiner, are known to be ASCII; NFKC changes no ASCII
   * character other than by composing the one right before a combining mark with it (only a letter,
   * or < = > into a symbol), so those tokens are exactly the first tokens of the normalised,
   * lowercased text. The test checks this with characters NFKC changes or joins.
   */
  private countAscii(text: string, stamp: number): boolean {
    const termOfRaw = this.termOfRaw;
    const termNumber = this.termNumber;
    const length = text.length;
    let scratch = this.counts;
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
        // A joiner: an apostrophe before a letter, a dot or comma between digits (the character
        // before it is a token character, so it is a digit exactly when it is 0–9).
        if (i + 1 >= length) break;
        if (code !== 0x27 && code !== 0x2e && code !== 0x2c) break;
        const after = text.charCodeAt(i + 1);
        if (after >= 0x80) return false;
        if (code === 0x27) {
          if (!isAsciiLetter(after)) break;
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
      // read after the lookup: a new term may have grown them
      const seen = this.seen;
      if (seen[t] !== stamp) {
        seen[t] = stamp;
        if (end + 2 > scratch.length) scratch = this.growCounts(end + 2);
        this.slot[t] = end;
        scratch[end] = t;
        scratch[end + 1] = 1;
        end += 2;
      } else {
        scratch[this.slot[t]! + 1]!++;
      }
    }
    scratch[0] = analysed;
    scratch[1] = (end - 2) >> 1;
    return true;
  }

  // count for any text: TokenScanner's spans of its normalised, lowercased form, looked up exactly.
  private countScanned(text: string, stamp: number): void {
    const scanner = this.scanner;
    scanner.scan(text);
    const { text: scanned, count, starts, ends } = scanner;
    const termOfRaw = this.termOfRaw;
    if (this.counts.length < 2 + 2 * count) this.counts = new Int32Array(2 + 2 * count);
    const scratch = this.counts;
    let length = 0;
    let end = 2;
    for (let i = 0; i < count; i++) {
      const t = termOfRaw.get(scanned, starts[i]!, ends[i]!, this.termNumber);
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
  }

  // A larger `counts` holding what it held; `needed` entries at least.
  private growCounts(needed: number): Int32Array<ArrayBuffer> {
    const grown = new Int32Array(Math.max(needed, 2 * this.counts.length));
    grown.set(this.counts);
    this.counts = grown;
    return grown;
  }

  // Raw token -> term number, or -1 when analysis drops it; called once per distinct raw token.
  private readonly termNumber = (raw: string): number => {
    const term = analyzeToken(raw);
    return term === null ? -1 : this.number(term);
  };

  /**
   * The number of the analysed term `term`, numbering it next when it is new (as counting a text
   * holding it would): a build that interns counts made elsewhere into this numbering.
   */
  number(term: string): number {
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
  }
}
