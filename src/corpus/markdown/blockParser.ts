import type { LineOffsets } from "../lineOffsets.js";
import { scanAtxHeading } from "./atxHeading.js";
import { type Container, type ContainerContext, continueContainer, startContainer } from "./containers.js";
import { type Cursor, firstNonSpace, indentAt, pointOffset, restIsBlank } from "./cursor.js";
import { leadingDefinitions } from "./definitions.js";
import { closesFence, codeLine, openingFence } from "./fencedCode.js";
import { htmlEndOnLine, htmlStart } from "./htmlFlow.js";
import type { MdxFlow } from "./mdxFlow.js";
import { setextDepth } from "./setextUnderline.js";
import { headRowCells, isDelimiterRow, rowCells } from "./tableRows.js";
import { ThematicBreakMemo } from "./thematicBreak.js";
import { parseWork } from "./parseWork.js";
import { type ContainerKind, type Leaf, type Segment, type Span } from "./types.js";

/** Marks the end of one flow (new containers closed it) and the end of the document. */
const CLOSE = 0;
const END = 1;
type Slot = Segment | typeof CLOSE | typeof END;

/** What the flow is doing while the container stage reads the next line: it decides which containers may open. */
interface FlowState {
  /** Something (a paragraph, indented code, a table head…) is still open: containers may only interrupt. */
  open: boolean;
  /** A block that takes lines verbatim (fenced code, HTML, front matter, MDX tags): no new containers. */
  concrete: boolean;
  /** Line where the open thing started; a lazy line after it keeps its containers open. */
  start: number;
}

/** Deepest nesting of containers before a file is refused (see {@link NestingError}). */
export const MAX_NESTING = 100;

/** A file whose containers nest deeper than {@link MAX_NESTING}: its cost would grow with depth × lines. */
export class NestingError extends Error {
  constructor(readonly line: number) {
    super(`containers nest deeper than ${MAX_NESTING} levels at line ${line}`);
    this.name = "NestingError";
  }
}

/** The leaves of a Markdown or MDX document as micromark reads them (held to it by the differential test); linear. */
export class BlockParser {
  readonly leaves: Leaf[] = [];
  /** Normalised labels of link reference definitions. */
  readonly definitions = new Set<string>();
  private readonly slots: Slot[] = [];
  private nextLine = 1;
  private readonly stack: Container[] = [];
  private readonly scopes: number[] = [];
  private nextScope = 1;
  private readonly state: FlowState = { open: false, concrete: false, start: 0 };
  private lazyPending: { line: number; continued: number } | null = null;
  private readonly context: ContainerContext;
  private table: Extract<Leaf, { type: "table" }> | null = null;

  constructor(
    readonly text: string,
    readonly index: LineOffsets,
    readonly mdx: MdxFlow | null,
  ) {
    this.context = { text, mdx: mdx !== null, footnotes: new Set(), breaks: new ThematicBreakMemo(text), lineStart: 0 };
  }

  get footnotes(): ReadonlySet<string> {
    return this.context.footnotes;
  }

  /** Parses the whole document into `leaves`. */
  parse(): this {
    let i = 0;
    for (;;) {
      i = this.flow(i);
      if (this.slots[i] === END) break;
      i++;
    }
    this.mdx?.end();
    return this;
  }

  /** The segment at slot `i`, producing lines as needed; null where the current flow ends. */
  at(i: number): Segment | null {
    while (this.slots.length <= i) this.produce();
    const slot = this.slots[i]!;
    return typeof slot === "number" ? null : slot;
  }

  /** Sets what the flow is doing, for the container stage of lines produced from now on. */
  setState(open: boolean, concrete: boolean, start: number): void {
    this.state.open = open;
    this.state.concrete = concrete;
    this.state.start = start;
  }

  /** Container scope of the segment where the construct being read started. */
  private flowScope = 0;

  emit(leaf: Leaf): void {
    this.leaves.push(leaf);
    if (this.mdx && leaf.type !== "frontmatter") this.mdx.node(leaf.startOffset, this.flowScope);
  }

  // ── Container stage ────────────────────────────────────────────────────────────────────────

  private produce(): void {
    const line = this.nextLine++;
    if (line > this.index.count) {
      this.slots.push(END);
      return;
    }
    if (this.lazyPending) {
      // micromark closes the containers a lazy line did not continue, unless what opened before it goes on
      const { line: lazyLine, continued } = this.lazyPending;
      if (!(this.state.open && this.state.start < lazyLine)) this.exitContainers(continued);
      this.lazyPending = null;
    }
    const start = this.index.starts[line - 1]!;
    const cursor: Cursor = { offset: start, col: 0, partial: false, end: this.index.ends[line - 1]! };
    this.context.lineStart = start;
    let continued = 0;
    let closed = false;
    let afterFootnoteIndent = false;
    parseWork.steps++;
    while (continued < this.stack.length) {
      parseWork.steps++;
      const container = this.stack[continued]!;
      const before = cursor.col;
      const result = continueContainer(this.context, container, cursor, afterFootnoteIndent);
      if (result === "fail") break;
      if (cursor.col !== before) afterFootnoteIndent = container.type === "footnote" && cursor.col - before === 4;
      continued++;
      if (result === "sibling") {
        closed = true;
        this.exitContainers(continued);
        // A new item: the previous item (a scope of its own for JSX elements) ends here.
        this.mdx?.exitScope(this.scopes[continued - 1]!);
        this.scopes[continued - 1] = this.nextScope++;
        break;
      }
    }
    // micromark never hands the flow a last line that is only container markers
    const emptyLast =
      line === this.index.count && cursor.offset === cursor.end && !(this.text.endsWith("\n") || this.text.endsWith("\r"));
    let interrupt = false;
    if (!closed && continued === this.stack.length) {
      if (emptyLast) {
        this.slots.push(END);
        return;
      }
      if (this.state.concrete) {
        this.slots.push(this.segment(line, cursor, false, continued));
        return;
      }
      interrupt = this.state.open;
    }
    let container = startContainer(this.context, cursor, interrupt);
    if (container) {
      closed = true;
      this.exitContainers(continued);
      while (container) {
        this.mdx?.node(container.start, this.scopes[this.scopes.length - 1] ?? 0);
        this.pushContainer(container, line);
        container = startContainer(this.context, cursor, interrupt);
      }
    }
    if (emptyLast) this.slots.push(END);
    else if (closed) {
      this.slots.push(CLOSE, this.segment(line, cursor, false, this.stack.length));
    } else if (continued < this.stack.length) {
      this.slots.push(this.segment(line, cursor, true, continued));
      this.lazyPending = { line, continued };
    } else this.slots.push(this.segment(line, cursor, false, continued));
  }

  private pushContainer(container: Container, line: number): void {
    if (this.stack.length >= MAX_NESTING) throw new NestingError(line);
    this.stack.push(container);
    this.scopes.push(this.nextScope++);
  }

  private exitContainers(depth: number): void {
    while (this.stack.length > depth) {
      this.mdx?.exitScope(this.scopes[this.scopes.length - 1]!);
      this.stack.pop();
      this.scopes.pop();
    }
  }

  private segment(line: number, cursor: Cursor, lazy: boolean, depth: number): Segment {
    let kind: ContainerKind = "paragraph";
    for (let d = depth - 1; d >= 0; d--) {
      const type = this.stack[d]!.type;
      if (type === "quote") {
        kind = "blockquote";
        break;
      }
      if (type === "list") {
        kind = "list-item";
        break;
      }
    }
    return { line, cursor, lazy, kind, scope: depth === 0 ? 0 : this.scopes[depth - 1]! };
  }

  // ── Flow stage ─────────────────────────────────────────────────────────────────────────────

  /** Reads leaf blocks from slot `i` until the flow ends; returns the slot of its end marker. */
  private flow(first: number): number {
    let i = first;
    // what the last leaf was, as far as the next one cares: a setext underline needs a paragraph, a table row a table
    let previous: "paragraph" | "table" | "other" = "other";
    this.table = null;
    for (;;) {
      parseWork.steps++;
      this.setState(false, false, 0);
      const segment = this.at(i);
      if (!segment) return i;
      const { cursor } = segment;
      this.flowScope = segment.scope;
      if (restIsBlank(this.text, cursor)) {
        previous = "other";
        i++;
        continue;
      }
      if (!this.mdx && indentAt(this.text, cursor) >= 4) {
        i = this.indentedCode(i);
        previous = "other";
        continue;
      }
      const offset = firstNonSpace(this.text, cursor.offset, cursor.end);
      const taken = this.construct(i, offset, false, previous === "paragraph");
      if (taken > 0) {
        i += taken;
        previous = "other";
        continue;
      }
      const table = this.table as Extract<Leaf, { type: "table" }> | null;
      if (previous === "table" && table) {
        if (!segment.lazy) {
          table.lastLine = segment.line;
          table.endOffset = cursor.end;
          for (const cell of rowCells(this.text, segment.line, offset, cursor.end)) table.cells.push(cell);
          i++;
          continue;
        }
      }
      const head = previous === "table" ? 0 : this.tableHead(i, offset, false);
      if (head > 0) {
        i += head;
        previous = "table";
        continue;
      }
      const result = this.content(i);
      i = result.next;
      previous = result.paragraph ? "paragraph" : "other";
    }
  }

  /** Slots taken by the leaf construct at `offset` (0: none); with `interrupt` it only answers, emitting nothing. */
  private construct(i: number, offset: number, interrupt: boolean, afterParagraph: boolean): number {
    // A construct that is tried and fails leaves the flow as it found it (micromark restores its state).
    const { open, concrete, start } = this.state;
    const taken = this.tryConstruct(i, offset, interrupt, afterParagraph);
    if (taken === 0) this.setState(open, concrete, start);
    return taken;
  }

  private tryConstruct(i: number, offset: number, interrupt: boolean, afterParagraph: boolean): number {
    parseWork.steps++;
    const segment = this.at(i)!;
    const { text } = this;
    const end = segment.cursor.end;
    const code = text.charCodeAt(offset);
    switch (code) {
      case 35: {
        const heading = scanAtxHeading(text, offset, end);
        if (!heading) return 0;
        if (!interrupt) {
          const spans = [{ line: segment.line, start: heading.contentStart, end: heading.contentEnd }];
          this.emit({ type: "heading", startOffset: offset, startLine: segment.line, endLine: segment.line, depth: heading.depth, spans });
        }
        return 1;
      }
      case 42:
      case 95:
        return this.thematicBreak(segment, offset, interrupt);
      case 45: {
        const front = interrupt ? 0 : this.frontMatter(i, offset);
        if (front > 0) return front;
        const setext = this.setext(i, offset, interrupt, afterParagraph);
        if (setext > 0) return setext;
        return this.thematicBreak(segment, offset, interrupt);
      }
      case 61:
        return this.setext(i, offset, interrupt, afterParagraph);
      case 43:
        return interrupt ? 0 : this.frontMatter(i, offset);
      case 60:
        return this.mdx ? this.mdx.flowLine(this, i, offset, interrupt) : this.htmlFlow(i, offset, interrupt);
      case 96:
      case 126:
        return this.fencedCode(i, offset, interrupt);
      case 123:
        return this.mdx ? this.mdx.flowLine(this, i, offset, interrupt) : 0;
      case 101:
      case 105:
        if (this.mdx && !interrupt && offset === this.index.starts[segment.line - 1]) return this.mdx.esm(this, i, offset);
        return 0;
    }
    return 0;
  }

  private thematicBreak(segment: Segment, offset: number, interrupt: boolean): number {
    if (!this.context.breaks.at(offset, this.index.starts[segment.line - 1]!, segment.cursor.end)) return 0;
    if (!interrupt) this.mdx?.node(offset, this.flowScope);
    return 1;
  }

  private setext(i: number, offset: number, interrupt: boolean, afterParagraph: boolean): number {
    const segment = this.at(i)!;
    if (segment.lazy || !(interrupt || afterParagraph)) return 0;
    const depth = setextDepth(this.text, offset, segment.cursor.end);
    if (depth === 0) return 0;
    if (!interrupt) {
      const paragraph = this.leaves.pop() as Extract<Leaf, { type: "paragraph" }>;
      this.emit({ type: "heading", startOffset: this.contentOffset, startLine: this.contentStartLine, endLine: segment.line, depth, spans: paragraph.spans });
    }
    return 1;
  }

  private frontMatter(i: number, offset: number): number {
    const segment = this.at(i)!;
    if (segment.line !== 1 || offset !== 0) return 0;
    const { text } = this;
    const marker = text.charCodeAt(offset);
    if (!isFence(text, offset, segment.cursor.end, marker)) return 0;
    this.setState(true, true, 1);
    for (let j = i + 1; ; j++) {
      const next = this.at(j);
      if (!next) return 0;
      if (isFence(text, next.cursor.offset, next.cursor.end, marker)) {
        const valueStart = this.index.starts[1] ?? text.length;
        const valueEnd = next.line > 2 ? this.index.ends[next.line - 2]! : valueStart;
        this.emit({ type: "frontmatter", format: marker === 45 ? "yaml" : "toml", line: 1, value: text.slice(valueStart, valueEnd) });
        return j - i + 1;
      }
    }
  }

  private fencedCode(i: number, offset: number, interrupt: boolean): number {
    const segment = this.at(i)!;
    const { text } = this;
    const fence = openingFence(text, offset, segment.cursor.end, indentAt(text, segment.cursor));
    if (!fence) return 0;
    if (interrupt) return 1;
    this.setState(true, true, segment.line);
    const lines: string[] = [];
    let j = i + 1;
    let closed = false;
    let lazyEnd = false;
    let lastLine = segment.line;
    for (;;) {
      parseWork.steps++;
      const next = this.at(j);
      if (!next) break;
      if (next.lazy) {
        lazyEnd = true;
        break;
      }
      j++;
      lastLine = next.line;
      if (closesFence(text, next.cursor, fence, this.mdx !== null)) {
        closed = true;
        break;
      }
      lines.push(codeLine(text, next.cursor, fence.indent));
    }
    // mdast drops one line ending at the end of code: an unclosed block ending the flow loses a last empty line
    const trailingEol = !lazyEnd && this.lineEnd(lastLine) < text.length;
    const value = closed || trailingEol || lines.length < 2 || lines[lines.length - 1] !== "" ? lines : lines.slice(0, -1);
    this.emit({ type: "code", startOffset: offset, endOffset: this.lineEnd(lastLine), firstLine: segment.line, lastLine, value });
    return j - i;
  }

  private indentedCode(i: number): number {
    const segment = this.at(i)!;
    const { text } = this;
    this.setState(true, false, segment.line);
    const value = [codeLine(text, segment.cursor, 4)];
    let last = i;
    let blanks = 0;
    for (let j = i + 1; !segment.lazy; j++) {
      parseWork.steps++;
      const next = this.at(j);
      if (!next || next.lazy) break;
      if (indentAt(text, next.cursor) >= 4) {
        for (; blanks > 0; blanks--) value.push("");
        value.push(codeLine(text, next.cursor, 4));
        last = j;
      } else if (restIsBlank(text, next.cursor)) blanks++;
      else break;
    }
    if (value.length >= 2 && value[value.length - 1] === "") value.pop();
    const lastLine = (this.slots[last] as Segment).line;
    this.emit({ type: "code", startOffset: pointOffset(segment.cursor), endOffset: this.lineEnd(lastLine), firstLine: segment.line, lastLine, value });
    return last + 1;
  }

  private htmlFlow(i: number, offset: number, interrupt: boolean): number {
    const segment = this.at(i)!;
    const { text } = this;
    const start = htmlStart(text, offset, segment.cursor.end, interrupt, segment.lazy);
    if (!start) return 0;
    // kinds 1–6 interrupt a paragraph at once; kind 7 (lazy lines only) is read to its end first, as micromark does
    if (interrupt && start.kind !== 7) return 1;
    // micromark's container stage sees a construct being tried as current: no container opens in HTML
    this.setState(true, true, interrupt ? this.contentStartLine : segment.line);
    let last = i;
    const byBlank = start.kind >= 6;
    if (byBlank || !htmlEndOnLine(text, start.resume, segment.cursor.end, start.kind, start.declaration)) {
      for (;;) {
        parseWork.steps++;
        const next = this.at(last + 1);
        if (!next || next.lazy || (byBlank && restIsBlank(text, next.cursor))) break;
        last++;
        if (!byBlank && htmlEndOnLine(text, next.cursor.offset, next.cursor.end, start.kind, false)) break;
      }
    }
    if (interrupt) return 1;
    const lastLine = (this.slots[last] as Segment).line;
    this.emit({ type: "html", startOffset: pointOffset(segment.cursor), endOffset: this.lineEnd(lastLine), firstLine: segment.line, lastLine });
    return last - i + 1;
  }

  private tableHead(i: number, offset: number, interrupt: boolean): number {
    const segment = this.at(i)!;
    const { text } = this;
    // answered before scanning the head row (leaving the next line unproduced changes nothing)
    if (!delimiterRowCharacters(text, this.index, segment.line + 1)) return 0;
    const cells = headRowCells(text, offset, segment.cursor.end);
    if (cells === 0) return 0;
    // left set when no table follows: the paragraph read instead sets the same
    if (!interrupt) this.setState(true, false, segment.line);
    const next = this.at(i + 1);
    if (!next || next.lazy || !isDelimiterRow(text, next.cursor, cells, this.mdx !== null)) return 0;
    if (!interrupt) {
      this.table = {
        type: "table",
        kind: segment.kind,
        startOffset: offset,
        endOffset: next.cursor.end,
        firstLine: segment.line,
        lastLine: next.line,
        cells: rowCells(text, segment.line, offset, segment.cursor.end),
      };
      this.emit(this.table);
    }
    return 2;
  }

  /** First line of the paragraph being read (for constructs tried while it may still go on). */
  contentStartLine = 0;
  private contentOffset = 0;

  /** A paragraph (with the link reference definitions it may start with) from slot `i`. */
  private content(i: number): { next: number; paragraph: boolean } {
    const first = this.at(i)!;
    const { text } = this;
    this.contentStartLine = first.line;
    this.contentOffset = firstNonSpace(text, first.cursor.offset, first.cursor.end);
    const spans: Span[] = [{ line: first.line, start: this.contentOffset, end: first.cursor.end }];
    let j = i + 1;
    for (;; j++) {
      parseWork.steps++;
      this.setState(true, false, first.line);
      const next = this.at(j);
      if (!next || restIsBlank(text, next.cursor)) break;
      if (this.mdx || indentAt(text, next.cursor) < 4) {
        const offset = firstNonSpace(text, next.cursor.offset, next.cursor.end);
        if (this.construct(j, offset, true, true) > 0 || this.tableHead(j, offset, true) > 0) break;
      }
      spans.push({ line: next.line, start: next.cursor.offset, end: next.cursor.end });
    }
    let used = 0;
    for (const { lines, label } of leadingDefinitions(text, spans)) {
      const firstSpan = spans[used]!;
      const lastSpan = spans[used + lines - 1]!;
      this.definitions.add(label);
      this.emit({ type: "definition", startOffset: firstNonSpace(text, firstSpan.start, firstSpan.end), endOffset: lastSpan.end, firstLine: firstSpan.line, lastLine: lastSpan.line });
      used += lines;
    }
    if (used === spans.length) return { next: j, paragraph: false };
    // the first span starts at its first non-space character (in place when there was no definition)
    const rest = used === 0 ? spans : spans.slice(used);
    const head = rest[0]!;
    rest[0] = { line: head.line, start: firstNonSpace(text, head.start, head.end), end: head.end };
    this.emit({
      type: "paragraph",
      kind: first.kind,
      atRoot: first.scope === 0,
      startOffset: rest[0]!.start,
      endOffset: rest[rest.length - 1]!.end,
      firstLine: head.line,
      lastLine: rest[rest.length - 1]!.line,
      spans: rest,
    });
    return { next: j, paragraph: true };
  }

  private lineEnd(line: number): number {
    return this.index.ends[line - 1]!;
  }
}

/** A front matter fence: exactly three markers, then only whitespace. */
function isFence(text: string, offset: number, end: number, marker: number): boolean {
  if (end - offset < 3) return false;
  for (let k = 0; k < 3; k++) if (text.charCodeAt(offset + k) !== marker) return false;
  return firstNonSpace(text, offset + 3, end) === end;
}

/** False when `line` (markers included) holds a character not of a delimiter row nor `>`, or is past the end. */
function delimiterRowCharacters(text: string, index: LineOffsets, line: number): boolean {
  if (line > index.count) return false;
  const end = index.ends[line - 1]!;
  for (let i = index.starts[line - 1]!; i < end; i++) {
    const code = text.charCodeAt(i);
    if (code !== 124 && code !== 58 && code !== 45 && code !== 32 && code !== 9 && code !== 62) return false;
  }
  return true;
}
