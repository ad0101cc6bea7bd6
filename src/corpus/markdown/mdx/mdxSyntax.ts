import type { BlockParser } from "../blockParser.js";
import type { MdxInline } from "../inline/tokenizeInline.js";
import type { MdxFlow } from "../mdxFlow.js";
import { MdxError } from "../types.js";
import { EOF, EOL, TextStream } from "./charStream.js";
import { parseEsm } from "./esm.js";
import { scanExpression } from "./expression.js";
import { FlowStream } from "./flowStream.js";
import { type JsxTag, scanTag } from "./jsxTag.js";

/**
 * MDX's syntax for one document: flow constructs for the block parser (JSX tag lines, expression
 * lines, `import`/`export` blocks) and inline ones for text (JSX tags and expressions). It keeps
 * the state MDX keeps across the document: open JSX elements and imported names. Every place
 * where the MDX parser (micromark-extension-mdxjs with mdast-util-mdx) would stop throws MdxError.
 */
export function mdxSyntax(_text: string): { flow: MdxFlow; inline: MdxInline } {
  const open: Array<{ name: string; scope: number; place: { line: number; column: number } }> = [];
  const imported: string[] = [];

  const flow: MdxFlow = {
    jsxFlow(parser, slot, offset, interrupt) {
      return flowLine(parser, slot, offset, interrupt, "tag");
    },
    expressionFlow(parser, slot, offset, interrupt) {
      return flowLine(parser, slot, offset, interrupt, "expression");
    },
    esm(parser, slot, offset) {
      return parseEsm(parser, slot, offset, imported);
    },
    exitScope(_parser, scope) {
      const top = open[open.length - 1];
      if (top && top.scope === scope) throw new MdxError(`Expected a closing tag for \`<${top.name}>\` before the end of its container`, top.place);
    },
    end() {
      const top = open[open.length - 1];
      if (top) throw new MdxError(`Expected a closing tag for \`<${top.name}>\` before the end of the document`, top.place);
    },
  };

  /**
   * A line (or lines, for tags spanning lines) of nothing but JSX tags and expressions: tags and
   * expressions in any order, except that an expression may be followed only by a tag or the end.
   */
  function flowLine(parser: BlockParser, slot: number, offset: number, interrupt: boolean, first: "tag" | "expression"): number {
    const segment = parser.at(slot)!;
    // While the line is read, micromark's container stage sees a construct that takes lines verbatim.
    parser.setState(true, true, interrupt ? parser.contentStartLine : segment.line);
    const stream = new FlowStream(parser, slot, offset);
    const tags: JsxTag[] = [];
    let next: "tag" | "expression" | "end" = first;
    let afterExpression = false;
    for (;;) {
      if (next === "tag") {
        const tag = scanTag(stream, false);
        if (!tag) return 0;
        tags.push(tag);
        afterExpression = false;
      } else if (next === "expression") {
        scanExpression(stream, { spread: false, allowEmpty: true, allowLazy: false });
        afterExpression = true;
      }
      while (stream.code() === 32 || stream.code() === 9) stream.next();
      const code = stream.code();
      if (code === EOL || code === EOF) break;
      if (code === 60) next = "tag";
      else if (code === 123 && !afterExpression) next = "expression";
      else return 0;
    }
    if (!interrupt) {
      for (const tag of tags) applyFlowTag(tag, segment.scope);
    }
    return stream.slot - slot + 1;
  }

  function applyFlowTag(tag: JsxTag, scope: number): void {
    if (tag.close) {
      const top = open.pop();
      const at = { line: tag.place.line, column: tag.place.column + 1 };
      if (!top) throw new MdxError("Unexpected closing slash `/` in tag, expected an open tag first", at);
      if (top.name !== tag.name) throw new MdxError(`Unexpected closing tag \`</${tag.name}>\`, expected corresponding closing tag for \`<${top.name}>\``, tag.place);
      if (top.scope !== scope) throw new MdxError(`Expected the closing tag \`</${tag.name}>\` in the same container as its opening tag`, tag.place);
    } else if (!tag.selfClosing) open.push({ name: tag.name, scope, place: tag.place });
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

  return { flow, inline };
}
