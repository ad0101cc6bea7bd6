import type { InlineToken } from "./tokenizeInline.js";

type Sequence = Extract<InlineToken, { t: "seq" }>;

/**
 * Matches `*`/`_` runs into emphasis and strong (with CommonMark's rule of three) and `~`/`~~` runs
 * into strikethrough, the way micromark resolves them: each closer, left to right, takes the
 * nearest possible opener before it; what lies between is resolved on its own, and markers left
 * unmatched anywhere become text. Matched markers produce no text, so the result keeps the
 * content between them as a group and the rest as text.
 */
export function resolveAttention(tokens: InlineToken[]): InlineToken[] {
  return resolvePass(resolvePass(tokens, false), true).map((token) => (token.t === "seq" ? { t: "text", value: String.fromCharCode(token.marker).repeat(token.size) } : token));
}

function resolvePass(input: InlineToken[], strike: boolean): InlineToken[] {
  const tokens = input.slice();
  const mine = (token: InlineToken | undefined): token is Sequence => token?.t === "seq" && (token.marker === 126) === strike;
  for (let index = 0; index < tokens.length; index++) {
    const closer = tokens[index];
    if (!mine(closer) || !closer.close) continue;
    for (let open = index - 1; open >= 0; open--) {
      const opener = tokens[open];
      if (!mine(opener) || !opener.open || opener.marker !== closer.marker) continue;
      let use: number;
      if (strike) {
        if (opener.size !== closer.size) continue;
        use = opener.size;
      } else {
        if ((opener.close || closer.open) && closer.size % 3 && !((opener.size + closer.size) % 3)) continue;
        use = opener.size > 1 && closer.size > 1 ? 2 : 1;
      }
      const inner = resolveAttention(tokens.slice(open + 1, index));
      const replacement: InlineToken[] = [];
      const openerLeft = opener.size - use;
      const closerLeft = closer.size - use;
      if (openerLeft > 0) replacement.push({ ...opener, size: openerLeft });
      replacement.push({ t: "group", image: false, children: inner });
      if (closerLeft > 0) replacement.push({ ...closer, size: closerLeft });
      tokens.splice(open, index - open + 1, ...replacement);
      // Continue with what is left of the closer (if anything), which may close an earlier opener.
      index = open + replacement.length - (closerLeft > 0 ? 2 : 1);
      break;
    }
  }
  return tokens;
}
