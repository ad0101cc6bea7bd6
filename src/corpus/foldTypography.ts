/**
 * The typographic variants {@link foldTypography} writes as ASCII, each what an editor turns a
 * typed character into: `’ ‘ ‚ ‛ ʼ ＇` as `'`, `“ ” „ ‟ ＂` as `"`, `‐ ‑ ‒ – — ― −` as `-`. Primes,
 * guillemets, letters and digits are left as they are, because they mean something else.
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
 * `text` with every variant of {@link TYPOGRAPHIC_FOLDS} replaced by its ASCII form, one code unit
 * for one, so positions are unchanged. Idempotent.
 */
export function foldTypography(text: string): string {
  return text.replace(VARIANTS, (c) => TYPOGRAPHIC_FOLDS[c]!);
}
