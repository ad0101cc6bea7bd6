/** Whether a line is a thematic break (§4.1) from `offset`, each line scanned once however often asked (`- - - x`). */
export class ThematicBreakMemo {
  private end = -1;
  private marker = 0;
  private lastOther = -1;
  private thirdMarker = -1;

  constructor(private readonly text: string) {}

  at(offset: number, lineStart: number, end: number): boolean {
    const { text } = this;
    const marker = text.charCodeAt(offset);
    if (marker !== 42 && marker !== 45 && marker !== 95) return false;
    if (this.end !== end || this.marker !== marker) {
      let lastOther = -1;
      let thirdMarker = -1;
      let markers = 0;
      for (let i = end - 1; i >= lineStart; i--) {
        const code = text.charCodeAt(i);
        if (code === marker) {
          if (++markers === 3) thirdMarker = i;
        } else if (code !== 32 && code !== 9 && lastOther < 0) lastOther = i;
      }
      this.end = end;
      this.marker = marker;
      this.lastOther = lastOther;
      this.thirdMarker = thirdMarker;
    }
    return offset > this.lastOther && this.thirdMarker >= offset;
  }
}
