import { parseWork } from "../parseWork.js";

/** Forward searches in one inline text, linear however often asked: each needle's last answer is reused. */
export class Finder {
  // Made on first use: most inline content (a heading, a short line) never searches ahead.
  private last: Map<string, { from: number; found: number }> | undefined;
  private runs: Map<number, { starts: number[]; next: number }> | undefined;

  constructor(readonly src: string) {}

  /** The first occurrence of `needle` at or after `from`, or -1. */
  indexOf(needle: string, from: number): number {
    this.last ??= new Map();
    const last = this.last.get(needle);
    if (last && from >= last.from && (last.found === -1 || from <= last.found)) return last.found;
    const found = this.src.indexOf(needle, from);
    parseWork.steps++;
    this.last.set(needle, { from, found });
    return found;
  }

  /** The start of the first run of exactly `length` backticks at or after `from` (a closing code-span fence), or -1. */
  backtickRun(length: number, from: number): number {
    if (!this.runs) {
      this.runs = new Map();
      const { src } = this;
      for (let i = src.indexOf("`"); i >= 0; ) {
        let end = i;
        while (src.charCodeAt(end) === 96) end++;
        let list = this.runs.get(end - i);
        if (!list) this.runs.set(end - i, (list = { starts: [], next: 0 }));
        list.starts.push(i);
        i = src.indexOf("`", end);
      }
    }
    const list = this.runs.get(length);
    if (!list) return -1;
    // Asked left to right: the pointer only moves forward (a rare backward question restarts it).
    if (list.next > 0 && list.starts[list.next - 1]! >= from) list.next = 0;
    while (list.next < list.starts.length && list.starts[list.next]! < from) {
      list.next++;
      parseWork.steps++;
    }
    return list.starts[list.next] ?? -1;
  }
}
