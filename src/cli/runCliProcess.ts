import { mkdir, writeFile } from "node:fs/promises";
import { dirname } from "node:path";
import { runCli } from "./runCli.js";

/** The `chunkgate` command as a process, the one place the CLI touches `process`: it sets `process.exitCode`, never exits. */
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
