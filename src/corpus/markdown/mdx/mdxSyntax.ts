import type { BlockParser } from "../blockParser.js";
import { isSpaceOrEol } from "../inline/characters.js";
import type { MdxInline } from "../inline/tokenizeInline.js";
import type { MdxFlow } from "../mdxFlow.js";
import { MdxError } from "../types.js";
import { EOF, EOL, TextStream } from "./charStream.js";
import { parseEsm } from "./esm.js";
import { scanExpression } from "./expression.js";
import { FlowStream } from "./flowStream.js";
import { type JsxTag, scanTag } from "./jsxTag.js";

/** An open JSX flow element: where it is and where its first child starts (null: none yet). */
interface OpenElement {
  name: string;
  scope: number;
  place: { line: number; column: number };
  start: number;
  firstChild: number | null;
}

/**
 * MDX's flow and inline constructs for one document (MdxError wherever MDX stops); `cuts` gets each JSX flow
 * element's opening tag, up to its first child less the whitespace before it (a quoted child loses its `>`).
 */
export function mdxSyntax(text: string): { flow: MdxFlow; inline: MdxInline; cuts: Array<[number, number]> } {
  const open: OpenElement[] = [];
  const imported: string[] = [];
  const cuts: Array<[number, number]> = [];

  const node = (start: number, scope: number): void => {
    const top = open[open.length - 1];
    // lookahead can invert reading order: the first child is the one that starts first
    if (top && top.scope === scope && start > top.start && (top.firstChild === null || start < top.firstChild)) top.firstChild = start;
  };

  const flow: MdxFlow = {
    flowLine,
    esm(parser, slot, offset) {
      const taken = parseEsm(parser, slot, offset, imported);
      if (taken > 0) node(offset, parser.at(slot)!.scope);
      return taken;
    },
    node,
    exitScope(scope) {
      const top = open[open.length - 1];
      if (top && top.scope === scope) throw new MdxError(`Expected a closing tag for \`<${top.name}>\` before the end of its container`, top.place);
    },
    end() {
      const top = open[open.length - 1];
      if (top) throw new MdxError(`Expected a closing tag for \`<${top.name}>\` before the end of the document`, top.place);
    },
  };

  /** Line(s) of nothing but JSX tags and expressions, an expression followed only by a tag or the end. */
  function flowLine(parser: BlockParser, slot: number, offset: number, interrupt: boolean): number {
    const segment = parser.at(slot)!;
    // While the line is read, micromark's container stage sees a construct that takes lines verbatim.
    parser.setState(true, true, interrupt ? parser.contentStartLine : segment.line);
    const stream = new FlowStream(parser, slot, offset);
    const items: Array<{ tag: JsxTag | null; start: number; end: number }> = [];
    for (;;) {
      const start = stream.offset;
      if (stream.code() === 60) {
        const tag = scanTag(stream, false);
        if (!tag) return 0;
        items.push({ tag, start, end: stream.offset });
      } else {
        scanExpression(stream, { spread: false, allowEmpty: true, allowLazy: false });
        items.push({ tag: null, start, end: stream.offset });
      }
      while (stream.code() === 32 || stream.code() === 9) stream.next();
      const code = stream.code();
      if (code === EOL || code === EOF) break;
      // after an expression only a tag may follow
      if (code !== 60 && (code !== 123 || items[items.length - 1]!.tag === null)) return 0;
    }
    if (!interrupt) {
      for (const item of items) {
        if (item.tag) applyFlowTag(item.tag, segment.scope, item.start, item.end);
        else node(item.start, segment.scope);
      }
    }
    return stream.slot - slot + 1;
  }

  function applyFlowTag(tag: JsxTag, scope: number, start: number, end: number): void {
    if (tag.close) {
      const top = open.pop();
      const at = { line: tag.place.line, column: tag.place.column + 1 };
      if (!top) throw new MdxError("Unexpected closing slash `/` in tag, expected an open tag first", at);
      if (top.name !== tag.name) throw new MdxError(`Unexpected closing tag \`</${tag.name}>\`, expected corresponding closing tag for \`<${top.name}>\``, tag.place);
      if (top.scope !== scope) throw new MdxError(`Expected the closing tag \`</${tag.name}>\` in the same container as its opening tag`, tag.place);
      if (top.firstChild === null) cuts.push([top.start, end]);
      else {
        let openEnd = top.firstChild;
        while (openEnd > top.start && isSpaceOrEol(text.charCodeAt(openEnd - 1))) openEnd--;
        cuts.push([top.start, openEnd]);
      }
      return;
    }
    node(start, scope);
    if (tag.selfClosing) cuts.push([start, end]);
    else open.push({ name: tag.name, scope, place: tag.place, start, firstChild: null });
  }

  const inline: MdxInline = {
    tag(src, at, place) {
      const stream = new TextStream(src, at, place);
      const tag = scanTag(stream, true);
      return tag ? { end: stream.pos, tag } : null;
    },
    expression(src, at, place) {
      const stream = new TextStream(src, at, place);
      scanExpression(stream, { spread: false, allowEmpty: true, allowLazy: true });
      return stream.pos;
    },
  };

  return { flow, inline, cuts };
}
