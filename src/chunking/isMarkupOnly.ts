/** HTML comments (an unclosed one runs to the end) and MDX comment expressions `{/* … *\/}`. */
const COMMENTS = /<!--[\s\S]*?(?:-->|$)|\{\s*\/\*[\s\S]*?\*\/\s*\}/g;
/** An HTML or JSX tag or fragment; a name is followed by space, `/>` or `>`, so an autolink is no tag. Linear. */
const TAGS = /<\/?[A-Za-z][\w.:-]*(?:\s(?:[^<>"'{}]|"[^"]*"|'[^']*'|\{(?:[^{}]|\{[^{}]*\})*\})*)?\/?>|<\/?>/g;
/** A link reference definition line (`[label]: url "title"`); a footnote (`[^1]: …`) is text and stays. */
const REFERENCE_DEFINITIONS = /^[ \t]*\[(?!\^)(?:[^\]\\\n]|\\.)+\]:[ \t]*(?:<[^>\n]*>|\S+)(?:[ \t]+(?:"[^"\n]*"|'[^'\n]*'|\([^)\n]*\)))?[ \t]*$/gm;
/** Character references that render as blank space or nothing. */
const BLANK_ENTITIES = /&(?:nbsp|ensp|emsp|thinsp|zwnj|zwj|ZeroWidthSpace|#160|#x[aA]0|#8203|#x200[bB]);/g;
/** What is left of markup-only text: whitespace and zero-width characters. */
const BLANK = /^[\s\u200B-\u200D\u2060\uFEFF]*$/;

/** Whether `text` shows nothing once tags, comments, reference definitions and blank entities go. Linear. */
export function isMarkupOnly(text: string): boolean {
  const first = text.search(/\S/);
  if (first === -1) return true;
  const c = text[first];
  if (c !== "<" && c !== "[" && c !== "{" && c !== "&" && c !== "\u200B" && c !== "\uFEFF") return false;
  const left = text.replace(COMMENTS, " ").replace(TAGS, " ").replace(REFERENCE_DEFINITIONS, "").replace(BLANK_ENTITIES, " ");
  return BLANK.test(left);
}
