/** The raw texts of a corpus as a plain pipeline sees them: no parsing, no validation. */
export interface RawFiles {
    paths: string[];
    texts: string[];
    bytes: number;
}
/**
 * Globs and reads files as UTF-8, paths sorted by code unit (the engine's order), with the same
 * read concurrency as the engine's loader, so "load" compares parsing, not I/O strategy. This is the
 * peer pipeline's load step and also the harness's inventory (bytes, largest files).
 */
export declare function readRawFiles(options: {
    root: string;
    include: string[];
    exclude: string[];
}): Promise<RawFiles>;
