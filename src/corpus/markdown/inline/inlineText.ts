import type { InlineToken } from "./tokenizeInline.js";

/**
 * The text of inline tokens as a reader sees it: text and code kept, link and emphasis markup
 * dropped (their text kept), images, raw HTML, expressions and footnote calls read as a space,
 * JSX tags dropped (their children kept), line breaks as spaces.
 */
export function inlineText(tokens: readonly InlineToken[]): string {
  let out = "";
  const stack: Array<readonly InlineToken[]> = [tokens];
  const positions: number[] = [0];
  while (stack.length > 0) {
    const list = stack[stack.length - 1]!;
    const at = positions[positions.length - 1]!;
    if (at >= list.length) {
      stack.pop();
      positions.pop();
      continue;
    }
    positions[positions.length - 1] = at + 1;
    const token = list[at]!;
    switch (token.t) {
      case "text":
      case "code":
        out += token.value;
        break;
      case "group":
        if (token.image) out += " ";
        else {
          stack.push(token.children);
          positions.push(0);
        }
        break;
      case "void":
      case "break":
        out += " ";
        break;
      case "seq":
        out += String.fromCharCode(token.marker).repeat(token.size);
        break;
      case "start":
        out += token.image ? "![" : "[";
        break;
      case "tag":
        break;
    }
  }
  return out;
}
