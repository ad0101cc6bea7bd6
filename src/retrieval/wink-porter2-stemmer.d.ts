// CommonJS without types: `export =` lets the default import type-check under NodeNext, as Node runs it.
declare module "wink-porter2-stemmer" {
  /** Porter2 stem of one a-z word: it marks consonant `y` as `3`, so a digit `3` comes back as `y`. */
  function stem(word: string): string;
  export = stem;
}
