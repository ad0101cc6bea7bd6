/** What the CLI needs from the outside world, passed in so tests can run it in-process. */
export interface CliIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  /** Whether stderr is a terminal: progress lines are shown only then. */
  isTTY: boolean;
  cwd: string;
  /**
   * The environment the engine may read, for one purpose: the embeddings API key, through the
   * variable the registry's `api_key_env` names. Passed in so the engine never reads process.env.
   */
  env: Readonly<Record<string, string | undefined>>;
  /**
   * The cache folder when the command line names none (`CHUNKGATE_CACHE_DIR` for the real CLI;
   * relative to `cwd`); unset: the user cache folder (see userCacheDir).
   */
  cacheDir?: string;
  writeFile: (path: string, content: string) => Promise<void>;
}
