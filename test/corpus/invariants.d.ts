import type { Document } from "../../src/corpus/types.js";
/**
 * Structural promises every parsed Document keeps, whatever the input; returns the broken ones
 * (empty when all hold) so a failing property shows what went wrong, not just `false`.
 */
export declare function brokenInvariants(document: Document, content: string): string[];
