export declare const WORDS: string[];
/** `count` documents of `minWords..maxWords` words with ids `d000`, `d001`, … */
export declare function generateDocs(seed: number, count: number, minWords?: number, maxWords?: number): {
    id: string;
    text: string;
}[];
/** `count` queries of 1–5 words, uniformly drawn (so rare words are queried too), some repeated. */
export declare function generateQueries(seed: number, count: number): string[];
