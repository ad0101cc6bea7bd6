import type { BlockParser } from "../blockParser.js";
import { restIsBlank } from "../cursor.js";
import { MdxError } from "../types.js";
import { ACORN_OPTIONS, jsParser } from "./acornParser.js";

const ALLOWED = new Set(["ExportAllDeclaration", "ExportDefaultDeclaration", "ExportNamedDeclaration", "ImportDeclaration"]);

/** Slots an `import`/`export` block takes, to a blank line ending a whole module (0: none); MdxError if invalid. */
export function parseEsm(parser: BlockParser, slot: number, offset: number, imported: string[]): number {
  const segment = parser.at(slot)!;
  const { text } = parser;
  const word = /^(import|export) /.exec(text.slice(offset, Math.min(offset + 7, segment.cursor.end)));
  if (!word) return 0;
  parser.setState(true, true, segment.line);
  let source = text.slice(offset, segment.cursor.end);
  let last = slot;
  for (;; last++) {
    const next = parser.at(last + 1);
    if (next && !restIsBlank(text, next.cursor)) {
      source += `\n${text.slice(next.cursor.offset, next.cursor.end)}`;
      continue;
    }
    const prefix = imported.length > 0 ? `var ${imported.join(",")}\n` : "";
    let program: { body: Array<{ type: string; specifiers?: Array<{ local: { name: string } }> }> };
    // outside the try: only acorn's verdict on the code is a syntax error, never a parser missing
    const js = jsParser();
    try {
      program = js.parse(prefix + source, { ...ACORN_OPTIONS, locations: true }) as unknown as typeof program;
    } catch (error) {
      const e = error as { raisedAt?: number; message: string };
      // code cut short at a blank line takes the blank line and what follows
      if (next && ((e.raisedAt ?? 0) >= prefix.length + source.length || e.message.startsWith("Unterminated comment"))) {
        source += `\n${text.slice(next.cursor.offset, next.cursor.end)}`;
        continue;
      }
      throw new MdxError(`Could not parse import/exports with acorn: ${e.message.replace(/ \(\d+:\d+\)$/, "")}`, { line: segment.line });
    }
    const body = prefix ? program.body.slice(1) : program.body;
    for (const node of body) {
      if (!ALLOWED.has(node.type)) throw new MdxError(`Unexpected \`${node.type}\` in code: only import/exports are supported`, { line: segment.line });
      if (node.type === "ImportDeclaration") for (const specifier of node.specifiers ?? []) imported.push(specifier.local.name);
    }
    return last - slot + 1;
  }
}
