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
export declare const BENCH_CORPORA: readonly BenchCorpus[];
