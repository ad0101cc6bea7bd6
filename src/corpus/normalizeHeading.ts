import { foldTypography } from "./foldTypography.js";
import { isCollapsedAscii } from "./isCollapsedAscii.js";

// Hugo/Pandoc heading attributes such as `{#setup}` or `{#setup .tabbed}`.
const ANCHOR = /\{#[^{}]*\}/g;
const MARKUP = /[*_`]/g;
// What the fast path leaves to the full normalisation: anchors and markup characters.
const PLAIN_EXCEPTIONS = /[*_`{]/;

/**
 * The comparison key of a heading or a title: lowercase, inline markup characters (`*`, `_`,
 * backtick) and `{#id}` anchors removed, typographic variants folded (foldTypography: curly quotes
 * and apostrophes, dashes; and `…` as `...`), whitespace collapsed, trimmed, Unicode NFC. Golden-set
 * headings are typed by people ("damaged goods", "`init` options", "Customer's rights") while
 * section headings come from the parser and the page's editor ("Customer’s Rights"), so both sides
 * go through this one function and then compare with `===`. Anchors go before markup so an id like
 * `{#my_id}` disappears whole. Idempotent.
 */
export function normalizeHeading(text: string): string {
  // Printable ASCII is already NFC and folded; without anchors or markup characters only case and spaces change.
  if (isCollapsedAscii(text) && !PLAIN_EXCEPTIONS.test(text)) return text.toLowerCase();
  return foldTypography(text.normalize("NFC"))
    .replaceAll("\u2026", "...")
    .replace(ANCHOR, " ")
    .replace(MARKUP, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}
