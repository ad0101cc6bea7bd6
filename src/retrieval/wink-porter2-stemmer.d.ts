// The package ships CommonJS (`module.exports = stem`) and no types. Declaring it with `export =`
// is what makes `import stem from "wink-porter2-stemmer"` type-check under NodeNext, which mirrors
// what Node does at run time: an ES module's default import of a CommonJS file is `module.exports`.
declare module "wink-porter2-stemmer" {
  /**
   * Porter2 ("English") stem of one word. Lowercases its input and returns words shorter than three
   * characters unchanged. Only meaningful for a-z words: the implementation marks consonant `y` with
   * the digit `3` and rewrites every `3` back to `y` at the end, so a token such as "1300" comes back
   * as "1y00". Callers must not pass tokens that contain digits.
   */
  function stem(word: string): string;
  export = stem;
}
