/** HTML comments (an unclosed one runs to the end) and MDX comment expressions `{/* … *\/}`. */
const COMMENTS = /<!--[\s\S]*?(?:-->|$)|\{\s*\/\*[\s\S]*?\*\/\s*\}/g;
/**
 * An HTML or JSX tag, opening, closing or self-closing: a name (`a`, `svg:rect`, `Tabs.Item`), then
 * attributes whose quoted values and `{expressions}` (braces nested once: `data={{ a: 1 }}`) may hold `>`. The name must be followed by
 * space, `/>` or `>`, so an autolink (`<https://…>`, `<a@b.example>`) is not a tag: its text is
 * shown. Each alternative starts with a different character, so matching is linear. `<>` and `</>`
 * are JSX fragments.
 */
const TAGS = /<\/?[A-Za-z][\w.:-]*(?:\s(?:[^<>"'{}]|"[^"]*"|'[^']*'|\{(?:[^{}]|\{[^{}]*\})*\})*)?\/?>|<\/?>/g;
/** A link reference definition line (`[label]: url "title"`); a footnote (`[^1]: …`) is text and stays. */
const REFERENCE_DEFINITIONS = /^[ \t]*\[(?!\^)(?:[^\]\\\n]|\\.)+\]:[ \t]*(?:<[^>\n]*>|\S+)(?:[ \t]+(?:"[^"\n]*"|'[^'\n]*'|\([^)\n]*\)))?[ \t]*$/gm;
/** Character references that render as blank space or nothing. */
const BLANK_ENTITIES = /&(?:nbsp|ensp|emsp|thinsp|zwnj|zwj|ZeroWidthSpace|#160|#x[aA]0|#8203|#x200[bB]);/g;
/** What is left of markup-only text: whitespace and zero-width characters. */
const BLANK = /^[\s\u200B-\u200D\u2060\uFEFF]*$/;

/**
 * Whether `text` holds only markup: nothing a reader sees once HTML and JSX tags (an anchor such as
 * `<a id="shadowing"></a>`, an empty `<Callout />`, `<div>`/`</div>`; a tag's attributes are not
 * shown, an `<img>`'s alt text included), HTML and MDX comments, link reference definitions
 * (`[label]: https://…`) and blank character references (`&nbsp;`) are removed. Text between tags
 * (a component's children, `<b>Note</b>`), Markdown images and links, footnotes, autolinks, braces
 * (literal in a `.md` file; MDX cuts its expressions when parsing), code
 * (its fences stay in a chunk's text) and headings are seen, so text holding any of them is not
 * markup-only. Empty or blank text is markup-only.
 *
 * Why: such a chunk answers nothing, yet the context header and its shortness rank it high (BM25's
 * length normalisation); every strategy drops it (dropMarkupOnly) so none indexes it.
 *
 * Cost: text whose first visible character cannot start markup (the usual chunk) is decided at
 * that character; otherwise in time linear in the text.
 */
export function isMarkupOnly(text: string): boolean {
  const first = text.search(/\S/);
  if (first === -1) return true;
  const c = text[first];
  if (c !== "<" && c !== "[" && c !== "{" && c !== "&" && c !== "\u200B" && c !== "\uFEFF") return false;
  const left = text.replace(COMMENTS, " ").replace(TAGS, " ").replace(REFERENCE_DEFINITIONS, "").replace(BLANK_ENTITIES, " ");
  return BLANK.test(left);
}
