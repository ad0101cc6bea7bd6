import type { InlineToken } from "./tokenizeInline.js";

/** What ends an image's alt text: a space, as before it. */
const SPACE: InlineToken = { t: "void", alt: " " };

/** Tokens' text as a reader sees it: markup dropped, other non-text a space, an image its alt (raw HTML as written). */
export function inlineText(tokens: readonly InlineToken[]): string {
  let out = "";
  const stack: Array<readonly InlineToken[]> = [tokens];
  const positions: number[] = [0];
  // for each list on the stack, whether it is (inside) an image's alt
  const inAlt: boolean[] = [false];
  while (stack.length > 0) {
    const list = stack[stack.length - 1]!;
    const at = positions[positions.length - 1]!;
    if (at >= list.length) {
      stack.pop();
      positions.pop();
      inAlt.pop();
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
        if (token.image) {
          out += " ";
          stack.push(token.children.length === 0 ? [SPACE] : [...token.children, SPACE]);
        } else stack.push(token.children);
        positions.push(0);
        inAlt.push(token.image || inAlt[inAlt.length - 1]!);
        break;
      case "void":
        out += inAlt[inAlt.length - 1] ? token.alt : " ";
        break;
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
