/** What one CLI invocation printed and returned. */
export interface CliOutcome {
    code: number;
    stdout: string;
    stderr: string;
}
/** Runs the CLI in-process, from `cwd`, capturing its output. */
export declare function runCliInProcess(argv: string[], cwd: string, env?: Record<string, string>): Promise<CliOutcome>;
/** The committed bundle, the file `npx chunkgate` and CI's smoke run execute. */
export declare const BUNDLED_CLI: string;
/** Runs the committed bundle in a child process, from `cwd`, with `env` added to the environment. */
export declare function runCliBundle(argv: string[], cwd: string, env?: Record<string, string>): Promise<CliOutcome>;
