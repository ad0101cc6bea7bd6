import { parseWork } from "../parseWork.js";
import type { InlineToken } from "./tokenizeInline.js";

type Sequence = Extract<InlineToken, { t: "seq" }>;

/** Emphasis and strikethrough as micromark resolves them (unmatched markers become text), in linear time. */
export function resolveAttention(tokens: InlineToken[], strikeFirst = true): InlineToken[] {
  // micromark resolves in the order constructs are first used (strikethrough first inside links): see `~*~*`
  const resolved = strikeFirst ? resolvePass(resolvePass(tokens, true), false) : resolvePass(resolvePass(tokens, false), true);
  return resolved.map((token) => (token.t === "seq" ? { t: "text", value: String.fromCharCode(token.marker).repeat(token.size) } : token));
}

function resolvePass(input: readonly InlineToken[], strike: boolean): InlineToken[] {
  // tokens before the current one, resolved; a match replaces its top (opener to closer) with a group
  const done: InlineToken[] = [];
  const mine = (token: InlineToken | undefined): token is Sequence => token?.t === "seq" && (token.marker === 126) === strike;
  // Per kind of closer: the highest index of `done` at or below which no opener can match it.
  const bottoms = new Map<number, number>();
  let next = 0;
  let closer: InlineToken | undefined = input[0];
  while (closer !== undefined) {
    parseWork.steps++;
    let rest: Sequence | undefined;
    if (mine(closer) && closer.close) {
      const kind = strike ? closer.size : closer.marker * 8 + (closer.open ? 4 : 0) + (closer.size % 3);
      const bottom = bottoms.get(kind) ?? -1;
      let matched = false;
      for (let open = done.length - 1; open > bottom; open--) {
        parseWork.steps++;
        const opener = done[open];
        if (!mine(opener) || !opener.open || opener.marker !== closer.marker) continue;
        let use: number;
        if (strike) {
          if (opener.size !== closer.size) continue;
          use = opener.size;
        } else {
          if ((opener.close || closer.open) && closer.size % 3 && !((opener.size + closer.size) % 3)) continue;
          use = opener.size > 1 && closer.size > 1 ? 2 : 1;
        }
        const inner = resolveAttention(done.splice(open + 1));
        done.pop();
        if (opener.size > use) done.push({ ...opener, size: opener.size - use });
        done.push({ t: "group", image: false, children: inner });
        // Tokens from `open` on changed (an opener may have shrunk): searches must look there again.
        for (const [key, value] of bottoms) if (value >= open) bottoms.set(key, open - 1);
        // What is left of the closer (if anything) may close an earlier opener: it is tried next.
        if (closer.size > use) rest = { ...closer, size: closer.size - use };
        matched = true;
        break;
      }
      // The closer itself stays searchable: it may open for a later closer.
      if (!matched) bottoms.set(kind, done.length - 1);
      if (matched) {
        closer = rest ?? input[++next];
        continue;
      }
    }
    done.push(closer);
    closer = input[++next];
  }
  return done;
}
