/** A file's content, `null` to delete it, or `{ link }` for a symbolic link to `link`. */
export type FileChange = string | Uint8Array | null | {
    link: string;
};
/** A real git repository in a temp folder, removed when the test file ends. */
export interface GitRepo {
    dir: string;
    /** Runs git in the repository and returns stdout. */
    git: (...args: string[]) => Promise<string>;
    /** Applies `changes` to the working tree (no commit). */
    write: (changes: Record<string, FileChange>) => Promise<void>;
    /** Applies `changes`, stages everything and commits; returns the new commit's full sha. */
    commit: (message: string, changes?: Record<string, FileChange>) => Promise<string>;
}
/** Runs git in `cwd` with the test environment. */
export declare function git(cwd: string, ...args: string[]): Promise<string>;
/** A fresh temp directory (real path) `chunkgate-<prefix>-…`, removed when the test file ends (see tempDir.ts). */
export declare function tempDir(prefix?: string): Promise<string>;
/** An empty repository on branch `main`. */
export declare function gitRepo(): Promise<GitRepo>;
/** A repository whose first commit is a copy of the directory `source` (a fixture). */
export declare function gitRepoFrom(source: string): Promise<{
    repo: GitRepo;
    first: string;
}>;
