import { editCosts } from "../config/index.js";
import { foldTypography } from "../corpus/index.js";

// What may differ for "the same words": punctuation, symbols, format characters and spaces.
const TYPOGRAPHIC = /^[\p{P}\p{S}\p{Cf}\s]*$/u;
const NOT_WORDS = /[\p{P}\p{S}\p{Cf}\s]/gu;
// Beyond this many code points on each side the alignment is not attempted (a quadratic table).
const MAX_ALIGNED = 600;

/** How `key` differs from `found` (a `noun`) in punctuation alone, in ≤ 3 phrases; `skipFolded`: not what folds alike. */
export function typographicDifference(key: string, found: string, noun: string, options: { skipFolded?: boolean } = {}): string | undefined {
  const left = prepare(key);
  const right = prepare(found);
  // the same words or not, in one pass, before any alignment
  if (left.replace(NOT_WORDS, "") !== right.replace(NOT_WORDS, "")) return undefined;
  const a = Array.from(left);
  const b = Array.from(right);
  if (a.length > MAX_ALIGNED || b.length > MAX_ALIGNED) return undefined;
  const runs = differingRuns(a, b).filter(([x, y]) => !options.skipFolded || foldTypography(x) !== foldTypography(y));
  if (runs.length === 0 || runs.some(([x, y]) => !TYPOGRAPHIC.test(x) || !TYPOGRAPHIC.test(y))) return undefined;
  const phrases = [...new Set(runs.map(([x, y]) => (x === "" ? `the ${noun} has ${shown(y)} where the key has none` : y === "" ? `the key has ${shown(x)} where the ${noun} has none` : `the key has ${shown(x)} where the ${noun} has ${shown(y)}`)))];
  return phrases.slice(0, 3).join("; ") + (phrases.length > 3 ? ` (and ${phrases.length - 3} more)` : "");
}

function prepare(text: string): string {
  return text.normalize("NFC").toLowerCase().replace(/\s+/g, " ").trim();
}

/** The runs where `a` and `b` differ in a fewest-edits alignment, as [text in a, text in b]; ties prefer substitutions. */
function differingRuns(a: readonly string[], b: readonly string[]): Array<[string, string]> {
  const width = b.length + 1;
  const cost = editCosts(a, b);
  const runs: Array<[string, string]> = [];
  let open: [string, string] | undefined;
  let i = a.length;
  let j = b.length;
  while (i > 0 || j > 0) {
    const here = cost[i * width + j]!;
    if (i > 0 && j > 0 && a[i - 1] === b[j - 1] && here === cost[(i - 1) * width + j - 1]) {
      open = undefined;
      i--;
      j--;
      continue;
    }
    if (!open) runs.unshift((open = ["", ""]));
    if (i > 0 && j > 0 && here === cost[(i - 1) * width + j - 1]! + 1) {
      open[0] = a[--i]! + open[0];
      open[1] = b[--j]! + open[1];
    } else if (i > 0 && here === cost[(i - 1) * width + j]! + 1) open[0] = a[--i]! + open[0];
    else open[1] = b[--j]! + open[1];
  }
  return runs;
}

/** A run as a reader can tell it apart: ASCII as is, anything else with its code points. */
function shown(text: string): string {
  const run = text.trim() === "" ? text : text.trim();
  if (/^[\x21-\x7e]+$/.test(run)) return run;
  const codes = Array.from(run, (c) => `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`).join(" ");
  const visible = Array.from(run).every((c) => !/[\p{Cf}\s]/u.test(c));
  return visible ? `${run} (${codes})` : `<${codes}>`;
}
