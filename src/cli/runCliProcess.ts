import { mkdir, writeFile } from "node:fs/promises";
import { dirname } from "node:path";
import { runCli } from "./runCli.js";

/**
 * The `chunkgate` command as a process: runs the CLI on this process's arguments, streams,
 * directory and environment, and sets `process.exitCode` to the CLI's exit code. The one place the
 * CLI touches `process`; both the sources' entry (src/cli.ts) and the bundle's (dist/cli/index.js) call it.
 */
export async function runCliProcess(): Promise<void> {
  process.exitCode = await runCli(process.argv.slice(2), {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    isTTY: process.stderr.isTTY === true,
    cwd: process.cwd(),
    env: process.env,
    ...(process.env.CHUNKGATE_CACHE_DIR ? { cacheDir: process.env.CHUNKGATE_CACHE_DIR } : {}),
    writeFile: async (path, content) => {
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, content);
    },
  });
}
