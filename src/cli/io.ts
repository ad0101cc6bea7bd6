/** What the CLI needs from the outside world, passed in so tests can run it in-process. */
export interface CliIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  /** Whether stderr is a terminal: progress lines are shown only then. */
  isTTY: boolean;
  cwd: string;
  /**
   * The cache folder when the command line names none (`CHUNKGATE_CACHE_DIR` for the real CLI;
   * relative to `cwd`); unset: `.chunkgate/cache` under the root.
   */
  cacheDir?: string;
  writeFile: (path: string, content: string) => Promise<void>;
}

/** Exit codes, the contract CI scripts rely on. */
export const EXIT = { ok: 0, failed: 1, error: 2 } as const;
