// `{{<`/`{{%` … `>}}`/`%}}`, across lines but never across another `{{` or `}}`, so a stray opener swallows nothing
const SHORTCODE = /\{\{[<%](?:[^{}]|\{(?!\{)|\}(?!\}))*?[%>]\}\}/g;

/** `[start, end)` of each Hugo shortcode call in `text`: they render text not in the source, so callers remove them whole. */
export function findShortcodes(text: string): Array<[number, number]> {
  if (!text.includes("{{")) return [];
  return [...text.matchAll(SHORTCODE)].map((match) => [match.index, match.index + match[0].length]);
}
