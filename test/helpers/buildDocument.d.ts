import type { Document } from "../../src/corpus/types.js";
/** A section for {@link buildDocument}: its heading path and its blocks, each a list of lines. */
export interface SectionSpec {
    heading: string[];
    blocks: Array<string[] | {
        atomic: string[];
        kind?: "code" | "table";
    }>;
}
/**
 * A Document built directly (no parser), laid out as a file would be: a heading line, then each
 * block's lines, a blank line between blocks. Line numbers are what that file would have.
 */
export declare function buildDocument(spec: {
    path?: string;
    title?: string;
    sections: SectionSpec[];
}): Document;
/** `n` words: w1 w2 … (distinct per call with a prefix). */
export declare function words(n: number, prefix?: string): string;
