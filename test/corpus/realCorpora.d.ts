import type { Document } from "../../src/corpus/types.js";
/** The shared real corpora (never copied into the project); absent on machines without them. */
export declare const corporaDir: string;
/** True when the named corpus is missing; logs why its tests are skipped. */
export declare function corpusMissing(name: string): boolean;
export interface CorpusRun {
    documents: Document[];
    warnings: string[];
    /** Files whose invariants broke, with the first problems. */
    broken: string[];
    parseMs: number;
    bytes: number;
}
/**
 * Parses the files of one corpus (all, or `sample` of them spread evenly over the sorted list, so
 * the sample is deterministic) and checks the structural invariants of every result.
 */
export declare function parseCorpus(name: string, pattern: string, sample?: number): CorpusRun;
/** Every non-code line that was indexed, with where it came from. */
export declare function proseLines(documents: Document[]): Array<{
    path: string;
    line: number;
    text: string;
}>;
