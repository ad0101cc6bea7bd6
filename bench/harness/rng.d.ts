/**
 * mulberry32: a tiny seeded PRNG, so every run samples the same sections and asks the same questions.
 * Returns a function giving floats in [0, 1).
 */
export declare function mulberry32(seed: number): () => number;
