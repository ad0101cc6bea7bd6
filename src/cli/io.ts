/** What the CLI needs from the outside world, passed in so tests can run it in-process. */
export interface CliIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  /** Whether stderr is a terminal: progress lines are shown only then. */
  isTTY: boolean;
  cwd: string;
  /** Read only for the API keys the registry's `api_key_env` names, so the engine never reads process.env. */
  env: Readonly<Record<string, string | undefined>>;
  /** The store when the command line names none (`CHUNKGATE_CACHE_DIR`), relative to `cwd`; unset: userCacheDir. */
  cacheDir?: string;
  writeFile: (path: string, content: string) => Promise<void>;
}
