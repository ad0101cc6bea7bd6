import { mkdir, writeFile } from "node:fs/promises";
import { dirname } from "node:path";
import { UserError, writeFailure } from "../errors.js";
import { checkCommand } from "./checkCommand.js";
import { chunksCommand } from "./chunksCommand.js";
import { explainCommand } from "./explainCommand.js";
import { mergeCommand, sweepCommand } from "./sweepCommand.js";
import { recordCommand, relabelCommand } from "./recordCommand.js";
import { suggestCommand } from "./suggestCommand.js";
import type { CliIo } from "./io.js";
import { EXIT } from "../usecases/index.js";
import { HELP } from "./help.js";
import { parseCliArgs, type CliCommand } from "./parseCliArgs.js";
import { VERSION } from "../version.js";
import { stripTerminalControls } from "../report/index.js";

type Command = Exclude<CliCommand["command"], "help" | "version">;

/** The command that runs each parsed command line; the type ties every name to its own flags. */
const COMMANDS: { [C in Command]: (args: Extract<CliCommand, { command: C }>, io: CliIo) => Promise<number> } = {
  check: checkCommand,
  chunks: chunksCommand,
  explain: explainCommand,
  sweep: sweepCommand,
  merge: mergeCommand,
  record: recordCommand,
  relabel: relabelCommand,
  suggest: suggestCommand,
};

/** A CLI run's exit code, never exiting; all output passes stripTerminalControls: it may quote anyone's repository. */
export async function runCli(argv: readonly string[], terminal: CliIo): Promise<number> {
  const io: CliIo = {
    ...terminal,
    stdout: (text) => terminal.stdout(stripTerminalControls(text)),
    stderr: (text) => terminal.stderr(stripTerminalControls(text)),
    writeFile: (path, content) =>
      terminal.writeFile(path, content).catch((error: unknown) => {
        throw writeFailure(path, error);
      }),
  };
  try {
    const args = parseCliArgs(argv);
    if (args.command === "help" || args.command === "version") {
      io.stdout(args.command === "help" ? HELP : `${VERSION}\n`);
      return EXIT.ok;
    }
    const run = COMMANDS[args.command] as (parsed: typeof args, io: CliIo) => Promise<number>;
    return await run(args, io);
  } catch (error) {
    if (error instanceof UserError) {
      io.stderr(`chunkgate: ${error.format()}\n`);
      return EXIT.error;
    }
    const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
    io.stderr(`chunkgate: internal error (please report it):\n${detail}\n`);
    return EXIT.error;
  }
}

/** The `chunkgate` process, the one place the CLI touches `process`: it sets `process.exitCode`, never exits. */
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
