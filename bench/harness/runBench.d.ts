/**
 * The whole benchmark: parses `argv`, runs chunkgate and the peer on each chosen corpus of
 * `../shared/corpora` (relative to `projectRoot`), prints the report to `log`, returns the exit code
 * (0, also when the corpora are absent; 2 for bad arguments).
 */
export declare function runBench(options: {
    argv: string[];
    projectRoot: string;
    log: (line: string) => void;
}): Promise<number>;
