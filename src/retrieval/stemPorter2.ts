// A transcription of wink-porter2-stemmer 2.0.1 (MIT, src/wink-porter2-stemmer.js) for words of
// a-z only, with each regular expression replaced by the string test it performs on such words.
// Why: the package runs about 40 regular expressions and five region computations per word,
// 6 µs a word even when warm; analysis stems each distinct word of a corpus once, and on vba-docs
// (30,000 distinct a-z words) that was a quarter of building the BM25 index. Every quirk of the
// package is kept, because a different stem changes scores: regions are compared as substrings
// (`r1.includes(suffix)`, not "the suffix lies in R1"), only the first vowel + y becomes a
// consonant y, and step 5 looks for any "e" in the regions. The test compares it with the package
// on every a-z word of the real corpora and on generated words.

const EXCEPTIONS = new Map<string, string>([
  ["skis", "ski"], ["skies", "sky"], ["dying", "die"], ["lying", "lie"], ["tying", "tie"],
  ["idly", "idl"], ["gently", "gentl"], ["ugly", "ugli"], ["early", "earli"], ["only", "onli"],
  ["singly", "singl"], ["sky", "sky"], ["news", "news"], ["atlas", "atlas"], ["cosmos", "cosmos"],
  ["bias", "bias"], ["andes", "andes"],
]);
const INVARIANT_AFTER_1A = new Set(["inning", "outing", "canning", "herring", "proceed", "exceed", "succeed", "earring"]);

// Step 2 and 3 suffixes in the package's alternation; the one its regular expression matches is
// the longest one the word ends with (the leftmost match wins).
const STEP2_SUFFIXES = ["ization", "ational", "fulness", "ousness", "iveness", "tional", "biliti", "lessli", "entli", "ation", "alism", "aliti", "ousli", "iviti", "fulli", "enci", "anci", "abli", "izer", "ator", "alli", "bli", "ogi", "li"];
// Replacements tried in the package's order: [suffix, replacement]; the first the word ends with wins.
const STEP2_RULES: [string, string][] = [
  ["ational", "ate"], ["ization", "ize"], ["fulness", "ful"], ["ousness", "ous"], ["iveness", "ive"],
  ["tional", "tion"], ["biliti", "ble"], ["lessli", "less"], ["iviti", "ive"], ["ousli", "ous"],
  ["ation", "ate"], ["entli", "ent"], ["alism", "al"], ["aliti", "al"], ["fulli", "ful"], ["alli", "al"],
  ["ator", "ate"], ["izer", "ize"], ["enci", "ence"], ["anci", "ance"], ["abli", "able"], ["bli", "ble"],
  ["logi", "log"],
];
const STEP3_SUFFIXES = ["ational", "tional", "alize", "icate", "iciti", "ative", "ical", "ness", "ful"];
const STEP3_RULES: [string, string][] = [
  ["ational", "ate"], ["tional", "tion"], ["alize", "al"], ["icate", "ic"], ["iciti", "ic"], ["ical", "ic"],
  ["ness", ""], ["ful", ""],
];
const STEP4_SUFFIXES = ["ement", "ance", "ence", "able", "ible", "ment", "ant", "ent", "ism", "ate", "iti", "ous", "ive", "ize", "ion", "al", "er", "ic"];

function isVowel(code: number): boolean {
  // a e i o u y
  return code === 97 || code === 101 || code === 105 || code === 111 || code === 117 || code === 121;
}

// A list's entries grouped by the last character of their suffix (codes below 128), each group in
// the list's order: a word is compared only with the suffixes ending in its own last letter, a
// handful instead of the whole list (stemming runs once per distinct word, ~30,000 on vba-docs).
function byLastCode<T>(entries: readonly T[], suffixOf: (entry: T) => string): (readonly T[])[] {
  const groups: T[][] = Array.from({ length: 128 }, () => []);
  for (const entry of entries) {
    const suffix = suffixOf(entry);
    groups[suffix.charCodeAt(suffix.length - 1)]!.push(entry);
  }
  return groups;
}

// Suffix lists for longestSuffix: grouped, longest first, so the first one the word ends with is
// the longest (two suffixes of one length cannot both end a word).
function suffixGroups(suffixes: readonly string[]): (readonly string[])[] {
  return byLastCode([...suffixes].sort((a, b) => b.length - a.length), (suffix) => suffix);
}

const STEP2_GROUPS = suffixGroups(STEP2_SUFFIXES);
const STEP3_GROUPS = suffixGroups(STEP3_SUFFIXES);
const STEP4_GROUPS = suffixGroups(STEP4_SUFFIXES);
// Rules grouped the same way, each group in the package's order: the first the word ends with wins.
const STEP2_RULE_GROUPS = byLastCode(STEP2_RULES, ([suffix]) => suffix);
const STEP3_RULE_GROUPS = byLastCode(STEP3_RULES, ([suffix]) => suffix);

// The longest of a list's suffixes that `s` ends with (the list as suffixGroups gives it), or null.
function longestSuffix(s: string, groups: readonly (readonly string[])[]): string | null {
  const group = groups[s.charCodeAt(s.length - 1)];
  if (group !== undefined) for (const suffix of group) if (s.endsWith(suffix)) return suffix;
  return null;
}

// The word with the first of a group's rules that it ends with applied, or null when none does.
function applyRule(s: string, groups: readonly (readonly [string, string][])[]): string | null {
  const group = groups[s.charCodeAt(s.length - 1)];
  if (group !== undefined) for (const [suffix, replacement] of group) if (s.endsWith(suffix)) return s.slice(0, s.length - suffix.length) + replacement;
  return null;
}

// Where the package's region of `s.slice(from)` starts in `s`: after the first non-vowel that
// follows the first run of vowels, or `s.length` (the empty region) when that leaves nothing, i.e.
// `/[aeiouy]+([^aeiouy]{1}.+)/` then `.slice(1)` of the group. Regions are suffixes of the word,
// so they are kept as start positions rather than strings.
function regionStart(s: string, from: number): number {
  let i = from;
  while (i < s.length && !isVowel(s.charCodeAt(i))) i++;
  if (i === s.length) return i;
  while (i < s.length && isVowel(s.charCodeAt(i))) i++;
  return i + 1 < s.length ? i + 1 : s.length;
}

// The package's markRegions as start positions: none when the word has no region; "gener",
// "commun" and "arsen" start R1 after themselves; R2 is the region of R1.
function r1Start(s: string): number {
  const r1 = regionStart(s, 0);
  if (r1 === s.length) return r1;
  return s.startsWith("gener") || s.startsWith("arsen") ? 5 : s.startsWith("commun") ? 6 : r1;
}

function r2Start(s: string): number {
  return regionStart(s, r1Start(s));
}

// `region.includes(text)` for the region of `s` starting at `from`.
function regionIncludes(s: string, from: number, text: string): boolean {
  return s.indexOf(text, from) !== -1;
}

// `/[^aeiouy][aeiouy][^aeiouywx3]$/ || /^[aeiouy][^aeiouy]{0,1}$/`
function isShort(s: string): boolean {
  const n = s.length;
  if (n >= 3) {
    const last = s.charCodeAt(n - 1);
    if (!isVowel(s.charCodeAt(n - 3)) && isVowel(s.charCodeAt(n - 2)) && !isVowel(last) && last !== 119 && last !== 120 && last !== 51) return true;
  }
  return (n === 1 && isVowel(s.charCodeAt(0))) || (n === 2 && isVowel(s.charCodeAt(0)) && !isVowel(s.charCodeAt(1)));
}

function prelude(word: string): string {
  let s = word.charCodeAt(0) === 121 ? `3${word.slice(1)}` : word;
  // Only the first vowel (not y) followed by y, as the package's non-global replace.
  for (let i = 0; i + 1 < s.length; i++) {
    const c = s.charCodeAt(i);
    if ((c === 97 || c === 101 || c === 105 || c === 111 || c === 117) && s.charCodeAt(i + 1) === 121) {
      s = `${s.slice(0, i + 1)}3${s.slice(i + 2)}`;
      break;
    }
  }
  return s;
}

function step1a(s: string): string {
  const n = s.length;
  if (n >= 5 && s.endsWith("sses")) return s.slice(0, -2);
  const ie = s.endsWith("ied") || s.endsWith("ies");
  if (ie && n >= 5) return `${s.slice(0, -3)}i`;
  if (ie && n >= 4) return `${s.slice(0, -3)}ie`;
  if (n >= 3 && (s.endsWith("us") || s.endsWith("ss"))) return s;
  if (n >= 2 && s.charCodeAt(n - 1) === 115) {
    const part = s.slice(0, -1);
    // `/[aeiuouy](.+)$/`: a vowel with at least one character after it.
    for (let i = 0; i + 1 < part.length; i++) if (isVowel(part.charCodeAt(i))) return part;
  }
  return s;
}

function step1b(s: string): string {
  const eed = s.endsWith("eedly") ? 5 : s.endsWith("eed") ? 3 : 0;
  if (eed > 0) {
    // R1 ends with the suffix (it is a suffix of the word) when it is at least as long.
    const r1Length = s.length - r1Start(s);
    return r1Length >= eed ? `${s.slice(0, -eed)}ee` : s;
  }
  const cut = s.endsWith("ed") ? 2 : s.endsWith("ing") ? 3 : s.endsWith("edly") ? 4 : s.endsWith("ingly") ? 5 : 0;
  if (cut === 0) return s;
  let firstVowel = 0;
  while (firstVowel < s.length && !isVowel(s.charCodeAt(firstVowel))) firstVowel++;
  if (s.length - cut < firstVowel + 1) return s;
  const sd = s.slice(0, -cut);
  if (sd.endsWith("at") || sd.endsWith("bl") || sd.endsWith("iz")) return `${sd}e`;
  const n = sd.length;
  const last = sd.charCodeAt(n - 1);
  // bb dd ff gg mm nn pp rr tt
  if (n >= 2 && last === sd.charCodeAt(n - 2) && (last === 98 || last === 100 || last === 102 || last === 103 || last === 109 || last === 110 || last === 112 || last === 114 || last === 116)) {
    return sd.slice(0, -1);
  }
  return isShort(sd) && r1Start(sd) === sd.length ? `${sd}e` : sd;
}

function step1c(s: string): string {
  const n = s.length;
  const last = s.charCodeAt(n - 1);
  return n >= 3 && (last === 121 || last === 51) && !isVowel(s.charCodeAt(n - 2)) ? `${s.slice(0, -1)}i` : s;
}

function step2(s: string): string {
  const match = longestSuffix(s, STEP2_GROUPS);
  if (match === null || !regionIncludes(s, r1Start(s), match)) return s;
  const replaced = applyRule(s, STEP2_RULE_GROUPS);
  if (replaced !== null) return replaced;
  // `/(.*)([cdeghkmnrt])(li)$/`
  if (s.length >= 3 && s.endsWith("li") && "cdeghkmnrt".includes(s[s.length - 3]!)) return s.slice(0, -2);
  return s;
}

function step3(s: string): string {
  const match = longestSuffix(s, STEP3_GROUPS);
  if (match === null) return s;
  if (!regionIncludes(s, r1Start(s), match)) return s;
  const replaced = applyRule(s, STEP3_RULE_GROUPS);
  if (replaced !== null) return replaced;
  return s.endsWith("ative") && regionIncludes(s, r2Start(s), "ative") ? s.slice(0, -5) : s;
}

function step4(s: string): string {
  const match = longestSuffix(s, STEP4_GROUPS);
  if (match === null || !regionIncludes(s, r2Start(s), match)) return s;
  if (match !== "ion") return s.slice(0, s.length - match.length);
  const before = s.charCodeAt(s.length - 4);
  return s.length >= 4 && (before === 115 || before === 116) ? s.slice(0, -3) : s;
}

function step5(s: string): string {
  const last = s.charCodeAt(s.length - 1);
  if (last === 101) {
    const r1 = r1Start(s);
    const preceding = s.slice(0, -1);
    return regionIncludes(s, regionStart(s, r1), "e") || (regionIncludes(s, r1, "e") && !isShort(preceding)) ? preceding : s;
  }
  if (last === 108) {
    return r2Start(s) < s.length && s.endsWith("ll") ? s.slice(0, -1) : s;
  }
  return s;
}

/**
 * The Porter2 stem of an a-z word exactly as wink-porter2-stemmer 2.0.1's `stem` gives it (that
 * package, kept as the test oracle, is the definition; see the notes at the top of this file).
 *
 * Guarantees: for every non-empty string of a–z, the same string the package returns; a pure
 * function. Other input is outside its contract (analyzeToken stems only /^[a-z]+$/ words).
 *
 * @param word A non-empty word of a–z only.
 */
export function stemPorter2(word: string): string {
  if (word.length < 3) return word;
  const exception = EXCEPTIONS.get(word);
  if (exception !== undefined) return exception;
  let s = step1a(prelude(word));
  if (!INVARIANT_AFTER_1A.has(s)) s = step5(step4(step3(step2(step1c(step1b(s))))));
  return s.includes("3") ? s.replaceAll("3", "y") : s;
}
