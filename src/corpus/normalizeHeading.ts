import { foldTypography } from "./foldTypography.js";
import { isCollapsedAscii } from "./isCollapsedAscii.js";

// Hugo/Pandoc heading attributes such as `{#setup}` or `{#setup .tabbed}`.
const ANCHOR = /\{#[^{}]*\}/g;
const MARKUP = /[*_`]/g;
// What the fast path leaves to the full normalisation: anchors and markup characters.
const PLAIN_EXCEPTIONS = /[*_`{]/;

/**
 * The comparison key of a heading or a title: lowercase, markup characters (`*`, `_`, backtick) and
 * `{#id}` anchors removed (anchors first), typography folded (and `…` as `...`), whitespace
 * collapsed and trimmed, NFC. People type golden-set headings while the parser gives the page's, so
 * both sides go through this one function and compare with `===`. Idempotent.
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
