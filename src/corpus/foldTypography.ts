/** What editors turn a typed `'`, `"` or `-` into, by the ASCII character it folds to; primes and guillemets mean something else and stay. */
const FOLDED_TO: Readonly<Record<string, string>> = {
  "'": "\u2019\u2018\u201A\u201B\u02BC\uFF07",
  '"': "\u201C\u201D\u201E\u201F\uFF02",
  "-": "\u2010\u2011\u2012\u2013\u2014\u2015\u2212",
};

/** Each typographic variant with its ASCII form. */
export const TYPOGRAPHIC_FOLDS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(FOLDED_TO).flatMap(([ascii, variants]) => [...variants].map((variant) => [variant, ascii])),
);

const VARIANTS = new RegExp(`[${Object.keys(TYPOGRAPHIC_FOLDS).join("")}]`, "g");

/** `text` with {@link TYPOGRAPHIC_FOLDS} applied, one code unit for one (positions unchanged). Idempotent. */
export function foldTypography(text: string): string {
  return text.replace(VARIANTS, (c) => TYPOGRAPHIC_FOLDS[c]!);
}
