import type { Span } from "./types.js";

/** Line ending between two spans, as a reader of several lines sees it. */
export const EOL = 10;
/** Past the last span. */
export const END = -1;

/** Spans of the source read as one stream (EOL between spans, END after the last); `save`/`restore` let a construct look ahead. */
export class SpanReader {
  index = 0;
  offset: number;
  constructor(
    readonly text: string,
    readonly spans: readonly Span[],
  ) {
    this.offset = spans[0]?.start ?? 0;
  }

  code(): number {
    const span = this.spans[this.index];
    if (!span) return END;
    if (this.offset < span.end) return this.text.charCodeAt(this.offset);
    return this.index + 1 < this.spans.length ? EOL : END;
  }

  /** The code after the current one, without moving. */
  peek(): number {
    const saved = this.save();
    this.next();
    const code = this.code();
    this.restore(saved);
    return code;
  }

  next(): void {
    const span = this.spans[this.index];
    if (!span) return;
    if (this.offset < span.end) this.offset++;
    else if (this.index + 1 < this.spans.length) {
      this.index++;
      this.offset = this.spans[this.index]!.start;
    }
  }

  save(): number {
    return this.index * 0x100000000 + this.offset;
  }

  restore(position: number): void {
    this.index = Math.floor(position / 0x100000000);
    this.offset = position % 0x100000000;
  }

  line(): number {
    return this.spans[Math.min(this.index, this.spans.length - 1)]?.line ?? 0;
  }
}
