import { appendFile, chmod, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { tempDir } from "./tempDir.js";

/** The git processes code under test starts, as recorded by a `git` wrapper put first on PATH. */
export interface GitCalls {
  /** The subcommand of each git process started so far (`rev-parse`, `diff`…), in order. */
  subcommands: () => Promise<string[]>;
  /** Puts PATH back as it was. */
  restore: () => void;
}

/**
 * Records every git process started from now on (runGit passes process.env, PATH included, to
 * each): a wrapper script named `git` in a temp folder, first on PATH, logs the call and runs the
 * real git. Call `restore` when done (a `finally`), so later tests in the file run git directly.
 */
export async function recordGitCalls(): Promise<GitCalls> {
  const dir = await tempDir("gitcalls");
  const log = path.join(dir, "calls.log");
  await appendFile(log, "");
  const wrapper = path.join(dir, "git");
  // one line per call: the arguments after the leading `-c key=value` pairs runGit adds
  await writeFile(wrapper, `#!/bin/sh\nprintf '%s\\n' "$*" >> '${log}'\nPATH="\${PATH#${dir}:}" exec git "$@"\n`);
  await chmod(wrapper, 0o755);
  const before = process.env.PATH;
  process.env.PATH = `${dir}:${before ?? ""}`;
  return {
    subcommands: async () =>
      (await readFile(log, "utf8"))
        .split("\n")
        .filter((line) => line !== "")
        .map((line) => line.replace(/^(-c \S+ )*/, "").split(" ")[0]!),
    restore: () => {
      process.env.PATH = before;
    },
  };
}
