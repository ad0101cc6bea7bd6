import { foldTypography } from "./foldTypography.js";
import { isCollapsedAscii } from "./isCollapsedAscii.js";

// Hugo/Pandoc heading attributes such as `{#setup}` or `{#setup .tabbed}`.
const ANCHOR = /\{#[^{}]*\}/g;
const MARKUP = /[*_`]/g;
// What the fast path leaves to the full normalisation: anchors and markup characters.
const PLAIN_EXCEPTIONS = /[*_`{]/;

/** The key headings are compared by (golden set and parsed): NFC, folded, unmarked, lowercase, spaces collapsed. */
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
