/** Reads ByteWriter's varints from byte `at` on; -1 past the end or beyond 31 bits. */
export class VarintReader {
  constructor(
    private readonly bytes: Uint8Array,
    public at = 0,
  ) {}
  read(): number {
    const bytes = this.bytes;
    let value = 0;
    for (let shift = 0; shift < 31; shift += 7) {
      if (this.at >= bytes.length) return -1;
      const byte = bytes[this.at++]!;
      value |= (byte & 0x7f) << shift;
      if (byte < 0x80) return value;
    }
    return -1;
  }
  done(): boolean {
    return this.at === this.bytes.length;
  }
}
