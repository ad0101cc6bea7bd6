// `{{<` or `{{%`, a body without braces pairs, then `>}}` or `%}}`. The body may span lines (Hugo
// allows `{{% config_option\n name="x"\n%}}`) but never crosses another `{{` or `}}`, so a stray
// opener cannot swallow the text up to some later shortcode's closer.
const SHORTCODE = /\{\{[<%](?:[^{}]|\{(?!\{)|\}(?!\}))*?[%>]\}\}/g;

/**
 * Offset ranges `[start, end)` of the Hugo shortcode calls in `text` (`{{< tabpane >}}`,
 * `{{% tab Go %}}`, multi-line ones included): they render text that is not in the source, so
 * callers remove each whole call, arguments included.
 */
export function findShortcodes(text: string): Array<[number, number]> {
  if (!text.includes("{{")) return [];
  return [...text.matchAll(SHORTCODE)].map((match) => [match.index, match.index + match[0].length]);
}
