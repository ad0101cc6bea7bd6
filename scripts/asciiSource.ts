// JavaScript re-printed as pure ASCII, for scripts/writeAscii.ts. Node decodes a source file
// holding any non-ASCII byte into a two-byte string: decoding the action's 2 MB bundle took ~16 ms
// of its ~190 ms load, the ASCII one ~8 ms. Code is re-printed by esbuild, whose `charset: "ascii"`
// escapes strings, templates, regular expressions and identifiers as a JavaScript printer must; the
// comments esbuild keeps verbatim are escaped after, found by acorn's tokenizer, where any ASCII
// spelling (`\u2014` as text) is harmless. Nothing outside a comment is escaped here: a non-ASCII
// character esbuild left in code stops the build instead.
import { parse } from "acorn";
import { transformSync } from "esbuild";

const NON_ASCII = /[^\x00-\x7f]/;

/**
 * `source`, an ES module, re-printed as ASCII with the same behaviour: no minification and no
 * syntax lowered (`esnext`; ncc already targeted es2022), a leading `#!` line kept. Throws, naming
 * `name`, when a non-ASCII character would be left outside a comment.
 */
export function asciiSource(source: string, name = "<source>"): string {
  const printed = transformSync(source, { charset: "ascii", format: "esm", target: "esnext", legalComments: "inline", logLevel: "silent", sourcefile: name }).code;
  return NON_ASCII.test(printed) ? escapeInComments(printed, name) : printed;
}

function escapeInComments(code: string, name: string): string {
  const comments: Array<[number, number]> = [];
  parse(code, { ecmaVersion: "latest", sourceType: "module", allowHashBang: true, onComment: (_block, _text, start, end) => comments.push([start, end]) });
  const codeBetween = (from: number, to: number): string => {
    // esbuild keeps an escaped non-ASCII character (`\’` in a regular expression) as written; its
    // `\uXXXX` spelling means the same character in a string or a regular expression without `u`.
    const text = code.slice(from, to).replace(/(?<!\\)((?:\\\\)*)\\([^\x00-\x7f\ud800-\udfff])/g, (_, pairs: string, c: string) => `${pairs}\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
    const at = text.search(NON_ASCII);
    if (at >= 0) throw new Error(`${name}: non-ASCII character outside a comment at offset ${from + at} after esbuild's ASCII printing`);
    return text;
  };
  let out = "";
  let from = 0;
  for (const [start, end] of comments) {
    out += codeBetween(from, start) + code.slice(start, end).replace(/[^\x00-\x7f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
    from = end;
  }
  return out + codeBetween(from, code.length);
}
