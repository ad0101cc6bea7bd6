/** Whether `text` holds no lone surrogate, so its UTF-8 bytes read back to it (else it stays out of snapshots). */
export function wellFormed(text: string): boolean {
  return !LONE_SURROGATE.test(text);
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Writes well-formed `strings` as their UTF-16 lengths, then their UTF-8 joined: no separator a string could hold. */
export function writeStrings(out: ByteWriter, strings: readonly string[]): void {
  const lengths = new ByteWriter();
  for (const text of strings) lengths.varint(text.length);
  out.section(lengths.bytes());
  out.text(strings.join(""));
}

/** The `count` strings {@link writeStrings} wrote; throws when they do not read to exactly that many. */
export function readStrings(reader: ByteReader, count: number): string[] {
  const lengths = new ByteReader(reader.section());
  const text = reader.text();
  const strings: string[] = new Array(count);
  let at = 0;
  for (let i = 0; i < count; i++) {
    const length = lengths.varint();
    strings[i] = text.slice(at, at + length);
    at += length;
  }
  if (at !== text.length || !lengths.done()) throw new RangeError("strings do not read back");
  return strings;
}

/** The JSON value of the UTF-8 `bytes` (a store entry's), or undefined when they do not parse: a miss, never an error. */
export function readJson(bytes: Uint8Array): unknown {
  try {
    return JSON.parse(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("utf8"));
  } catch {
    return undefined;
  }
}

/** Unsigned LEB128 varints (whole numbers to 2^53), sections (each after its length) and raw bytes, into one growing array. */
export class ByteWriter {
  private buffer = new Uint8Array(256);
  private length = 0;
  varint(value: number): void {
    this.room(8);
    let v = value;
    // above 32 bits by arithmetic, then by bit operations
    while (v > 0xffffffff) {
      this.buffer[this.length++] = (v % 0x80) | 0x80;
      v = Math.floor(v / 0x80);
    }
    while (v >= 0x80) {
      this.buffer[this.length++] = (v & 0x7f) | 0x80;
      v >>>= 7;
    }
    this.buffer[this.length++] = v;
  }
  section(bytes: Uint8Array): void {
    this.varint(bytes.length);
    this.raw(bytes);
  }
  /** `value` as a section of UTF-8. */
  text(value: string): void {
    this.section(Buffer.from(value, "utf8"));
  }
  /** Bytes written so far. */
  get size(): number {
    return this.length;
  }
  raw(bytes: Uint8Array): void {
    this.room(bytes.length);
    this.buffer.set(bytes, this.length);
    this.length += bytes.length;
  }
  bytes(): Uint8Array {
    return this.buffer.slice(0, this.length);
  }
  private room(more: number): void {
    if (this.length + more <= this.buffer.length) return;
    const grown = new Uint8Array(Math.max(this.buffer.length * 2, this.length + more));
    grown.set(this.buffer.subarray(0, this.length));
    this.buffer = grown;
  }
}

/** Reads what ByteWriter wrote, from `start` to `end` of `bytes` (all of them by default); throws past the end. */
export class ByteReader {
  private at: number;
  private readonly end: number;
  // a Buffer over the same bytes, made on the first text read: texts are decoded from it in place
  private view: Buffer | undefined;
  constructor(
    private readonly bytes: Uint8Array,
    start = 0,
    end = bytes.length,
  ) {
    this.at = start;
    this.end = end;
  }
  section(): Uint8Array {
    const length = this.varint();
    if (this.at + length > this.end) throw new RangeError("section past the end");
    const found = this.bytes.subarray(this.at, this.at + length);
    this.at += length;
    return found;
  }
  text(): string {
    const length = this.varint();
    if (this.at + length > this.end) throw new RangeError("text past the end");
    this.view ??= Buffer.from(this.bytes.buffer, this.bytes.byteOffset, this.bytes.byteLength);
    const found = this.view.toString("utf8", this.at, this.at + length);
    this.at += length;
    return found;
  }
  /** Where the next read starts. */
  get position(): number {
    return this.at;
  }
  done(): boolean {
    return this.at === this.end;
  }
  varint(): number {
    // most numbers are under 128: one byte, no arithmetic
    const first = this.at < this.end ? this.bytes[this.at]! : 0x80;
    if (first < 0x80) {
      this.at++;
      return first;
    }
    let value = 0;
    for (let scale = 1; ; scale *= 0x80) {
      // up to 8 bytes: every safe integer (a summary's figures), exactly
      if (this.at >= this.end || scale > 2 ** 49) throw new RangeError("varint past the end");
      const byte = this.bytes[this.at++]!;
      value += (byte & 0x7f) * scale;
      if (value > Number.MAX_SAFE_INTEGER) throw new RangeError("varint past the safe integers");
      if (byte < 0x80) return value;
    }
  }
}
