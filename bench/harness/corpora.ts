/** A corpus of ../shared/corpora the benchmark runs on, with the globs a registry source would use. */
export interface BenchCorpus {
  /** Short name for `--corpus`. */
  id: string;
  /** Folder under ../shared/corpora. */
  folder: string;
  include: string[];
  /** `SOURCE.md` describes the copy (licence, commit); it is not documentation of the project. */
  exclude: string[];
  shape: string;
}

export const BENCH_CORPORA: readonly BenchCorpus[] = [
  { id: "otel", folder: "otel-docs", include: ["**/*.md"], exclude: ["SOURCE.md"], shape: "441 .md, Hugo (front matter, shortcodes)" },
  { id: "vba", folder: "vba-docs", include: ["**/*.md"], exclude: ["SOURCE.md"], shape: "11,612 .md, CRLF, one 2 MB api/TOC.md" },
];
