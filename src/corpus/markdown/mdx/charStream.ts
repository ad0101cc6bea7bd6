/** Line ending between lines, as a stream reports it. */
export const EOL = 10;
/** End of the stream: the end of the text, of the block, or of the flow. */
export const EOF = -1;

/** Characters as MDX's tag and expression scanners read them, across lines (the flow's, or a block's inline text). */
export interface CharStream {
  /** The current code: a UTF-16 unit, EOL between lines, EOF at the end. */
  code(): number;
  next(): void;
  /** True when the line just entered (after an EOL) is a lazy continuation line. */
  lazy(): boolean;
  /** Where the stream is, for messages. */
  place(): { line: number; column: number };
}

/** A stream over a string where `\n` separates lines (a block's inline text). */
export class TextStream implements CharStream {
  constructor(
    readonly src: string,
    public pos: number,
    private readonly lineOf: (at: number) => { line: number; column: number },
  ) {}
  code(): number {
    return this.pos < this.src.length ? this.src.charCodeAt(this.pos) : EOF;
  }
  next(): void {
    if (this.pos < this.src.length) this.pos++;
  }
  lazy(): boolean {
    return false;
  }
  place(): { line: number; column: number } {
    return this.lineOf(this.pos);
  }
}
