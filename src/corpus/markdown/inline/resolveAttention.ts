import type { InlineToken } from "./tokenizeInline.js";

type Sequence = Extract<InlineToken, { t: "seq" }>;

/**
 * Matches `*`/`_` runs into emphasis and strong (with CommonMark's rule of three) and `~`/`~~` runs
 * into strikethrough, the way micromark resolves them: each closer, left to right, takes the
 * nearest possible opener before it; what lies between is resolved on its own, and markers left
 * unmatched anywhere become text. Matched markers produce no text, so the result keeps the
 * content between them as a group and the rest as text.
 *
 * micromark searches back from every closer to the start; here a search that finds nothing
 * records how far down nothing can match closers of that kind (CommonMark's "openers bottom"),
 * so runs of unmatched markers cost linear time instead of quadratic, with the same result.
 */
export function resolveAttention(tokens: InlineToken[], strikeFirst = true): InlineToken[] {
  // micromark runs its resolvers in the order the constructs were first used in the text, and
  // strikethrough before emphasis inside links and emphasis; the order decides `~*~*`.
  const resolved = strikeFirst ? resolvePass(resolvePass(tokens, true), false) : resolvePass(resolvePass(tokens, false), true);
  return resolved.map((token) => (token.t === "seq" ? { t: "text", value: String.fromCharCode(token.marker).repeat(token.size) } : token));
}

function resolvePass(input: InlineToken[], strike: boolean): InlineToken[] {
  const tokens = input.slice();
  const mine = (token: InlineToken | undefined): token is Sequence => token?.t === "seq" && (token.marker === 126) === strike;
  // Per kind of closer: the highest index at or below which no opener can match it.
  const bottoms = new Map<number, number>();
  for (let index = 0; index < tokens.length; index++) {
    const closer = tokens[index];
    if (!mine(closer) || !closer.close) continue;
    const kind = strike ? closer.size : closer.marker * 8 + (closer.open ? 4 : 0) + (closer.size % 3);
    const bottom = bottoms.get(kind) ?? -1;
    let matched = false;
    for (let open = index - 1; open > bottom; open--) {
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
      // Tokens from `open` on changed (an opener may have shrunk): searches must look there again.
      for (const [key, value] of bottoms) if (value >= open) bottoms.set(key, open - 1);
      // Continue with what is left of the closer (if anything), which may close an earlier opener.
      index = open + replacement.length - (closerLeft > 0 ? 2 : 1);
      matched = true;
      break;
    }
    // The closer itself stays searchable: it may open for a later closer.
    if (!matched) bottoms.set(kind, index - 1);
  }
  return tokens;
}
