/** A fresh temporary directory (real path) holding `files`; `cleanup` removes it (else the end of the file does). */
export declare function tempTree(files: Record<string, string | Uint8Array>): Promise<{
    dir: string;
    cleanup: () => Promise<void>;
}>;
/**
 * Registers an `afterEach` that removes every tree made during the test, and returns the maker:
 * `files` in, the tree's directory out.
 */
export declare function tempTrees(): (files: Record<string, string | Uint8Array>) => Promise<string>;
