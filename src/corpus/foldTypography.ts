/**
 * The typographic variants {@link foldTypography} writes as their plain ASCII form, and why each is
 * one character to a reader: an editor, a CMS or a word processor turns what a person types into
 * the curly or long form, and a person typing a golden-set key types the plain one.
 * - `’ ‘ ‚ ‛ ʼ ＇` are the apostrophe and single quotes (`'`): "Customer’s rights".
 * - `“ ” „ ‟ ＂` are double quotes (`"`).
 * - `‐ ‑ ‒ – — ― −` are hyphens, dashes and the minus sign (`-`): "Setup – Linux", "−1".
 *
 * Left as they are, because they mean something else: primes (`′ ″`, feet and minutes), guillemets
 * (`« »`), and anything a letter or a digit (no compatibility folding: `²` is not `2`).
 */
export const TYPOGRAPHIC_FOLDS: Readonly<Record<string, string>> = {
  "\u2019": "'",
  "\u2018": "'",
  "\u201A": "'",
  "\u201B": "'",
  "\u02BC": "'",
  "\uFF07": "'",
  "\u201C": '"',
  "\u201D": '"',
  "\u201E": '"',
  "\u201F": '"',
  "\uFF02": '"',
  "\u2010": "-",
  "\u2011": "-",
  "\u2012": "-",
  "\u2013": "-",
  "\u2014": "-",
  "\u2015": "-",
  "\u2212": "-",
};

const VARIANTS = new RegExp(`[${Object.keys(TYPOGRAPHIC_FOLDS).join("")}]`, "g");

/**
 * `text` with every typographic variant of {@link TYPOGRAPHIC_FOLDS} replaced by its ASCII form.
 * One UTF-16 code unit for one, so a position in the folded text is the same position in `text`.
 * Idempotent; ASCII text comes back unchanged.
 */
export function foldTypography(text: string): string {
  return text.replace(VARIANTS, (c) => TYPOGRAPHIC_FOLDS[c]!);
}
