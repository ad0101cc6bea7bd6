/** A copy of `array` in a new array of `length` (≥ its own) entries, the rest 0: for scratch arrays that grow by doubling. */
export function grown(array: Int32Array, length: number): Int32Array<ArrayBuffer> {
  const copy = new Int32Array(length);
  copy.set(array);
  return copy;
}

// A token (rules at analyze) as the regular expression the tests check the scanner against:
//   [\p{L}\p{N}][\p{L}\p{M}\p{N}]*(?:(?:['’](?=\p{L})|(?<=\p{N})[.,](?=\p{N}))[\p{L}\p{M}\p{N}]+)*
const OTHER = 1;
const LETTER = 2;
const DIGIT = 3;
const MARK = 4;
const LETTER_RE = /^\p{L}$/u;
const DIGIT_RE = /^\p{N}$/u;
const MARK_RE = /^\p{M}$/u;

function classify(char: string): number {
  return LETTER_RE.test(char) ? LETTER : DIGIT_RE.test(char) ? DIGIT : MARK_RE.test(char) ? MARK : OTHER;
}

// Class × 4 + width in code units per BMP code unit, filled lazily (0: not yet); a lone surrogate is OTHER.
const bmpPacked = new Uint8Array(0x10000);
for (let code = 0; code < 0x80; code++) bmpPacked[code] = classify(String.fromCharCode(code)) * 4 + 1;
const astralPacked = new Map<number, number>();
/** ASCII code unit -> itself, A–Z lowercased, when a letter or digit, else 0. Read-only. */
export const ASCII_TOKEN_FOLD = new Uint8Array(128);
for (let c = 0; c < 128; c++) ASCII_TOKEN_FOLD[c] = bmpPacked[c]! >> 2 === OTHER ? 0 : c >= 0x41 && c <= 0x5a ? c | 0x20 : c;

// Packed rather than returned as a pair so that the hot loop allocates nothing.
function packedAt(text: string, i: number): number {
  const code = text.charCodeAt(i);
  const packed = bmpPacked[code]!;
  if (packed !== 0) return packed;
  if (code >= 0xd800 && code <= 0xdfff) {
    const low = code <= 0xdbff && i + 1 < text.length ? text.charCodeAt(i + 1) : 0;
    if (low < 0xdc00 || low > 0xdfff) return OTHER * 4 + 1;
    const codePoint = ((code - 0xd800) << 10) + (low - 0xdc00) + 0x10000;
    let astral = astralPacked.get(codePoint);
    if (astral === undefined) {
      astral = classify(String.fromCodePoint(codePoint)) * 4 + 2;
      astralPacked.set(codePoint, astral);
    }
    return astral;
  }
  const cls = classify(String.fromCharCode(code)) * 4 + 1;
  bmpPacked[code] = cls;
  return cls;
}

/** {@link analyze}'s tokens as spans `starts[i] .. ends[i]` (i < `count`) of the normalised `text`, till next scan. */
export class TokenScanner {
  text = "";
  count = 0;
  starts = new Int32Array(256);
  ends = new Int32Array(256);

  scan(input: string): void {
    const text = input.normalize("NFKC").toLowerCase();
    const length = text.length;
    this.text = text;
    let count = 0;
    let i = 0;
    while (i < length) {
      const first = packedAt(text, i);
      const start = i;
      i += first & 3;
      const firstClass = first >> 2;
      if (firstClass !== LETTER && firstClass !== DIGIT) continue;
      let previous = firstClass;
      while (i < length) {
        const next = packedAt(text, i);
        const nextClass = next >> 2;
        if (nextClass !== OTHER) {
          previous = nextClass;
          i += next & 3;
          continue;
        }
        if (i + 1 >= length) break;
        const code = text.charCodeAt(i);
        const after = packedAt(text, i + 1) >> 2;
        if ((code === 0x27 || code === 0x2019) && after === LETTER) i += 1;
        else if ((code === 0x2e || code === 0x2c) && previous === DIGIT && after === DIGIT) i += 1;
        else break;
      }
      if (count === this.starts.length) {
        this.starts = grown(this.starts, 2 * count);
        this.ends = grown(this.ends, 2 * count);
      }
      this.starts[count] = start;
      this.ends[count] = i;
      count++;
    }
    this.count = count;
  }
}
