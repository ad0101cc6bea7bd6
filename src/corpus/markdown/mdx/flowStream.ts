import type { BlockParser } from "../blockParser.js";
import { type CharStream, EOF, EOL } from "./charStream.js";

/** The flow's characters from a slot on, each line produced once reached (laziness decided when micromark does). */
export class FlowStream implements CharStream {
  slot: number;
  /** Offset of the current character in the file. */
  offset: number;
  private end: number;
  private line: number;
  private lineStart: number;
  private ended = false;

  constructor(
    private readonly parser: BlockParser,
    slot: number,
    offset: number,
  ) {
    const segment = parser.at(slot)!;
    this.slot = slot;
    this.offset = offset;
    this.end = segment.cursor.end;
    this.line = segment.line;
    this.lineStart = parser.index.starts[segment.line - 1]!;
  }

  code(): number {
    if (this.ended) return EOF;
    if (this.offset < this.end) return this.parser.text.charCodeAt(this.offset);
    // the next line is not produced until the stream moves past the line ending, as in micromark
    return this.end < this.parser.text.length ? EOL : EOF;
  }

  next(): void {
    if (this.ended) return;
    if (this.offset < this.end) {
      this.offset++;
      return;
    }
    const next = this.parser.at(this.slot + 1);
    if (!next) {
      this.ended = true;
      return;
    }
    this.slot++;
    this.offset = next.cursor.offset;
    this.end = next.cursor.end;
    this.line = next.line;
    this.lineStart = this.parser.index.starts[next.line - 1]!;
  }

  lazy(): boolean {
    return this.parser.at(this.slot)!.lazy;
  }

  place(): { line: number; column: number } {
    return { line: this.line, column: this.offset - this.lineStart + 1 };
  }
}
