import { resolve } from "node:path";
import { renderRelabel } from "../report/index.js";
import { EXIT, relabelWorkspace, runRelabel } from "../usecases/index.js";
import type { CliIo } from "./io.js";
import type { CliCommand } from "./parseCliArgs.js";

/**
 * `chunkgate relabel`: applies the "did you mean" fixes of the stale golden-set labels (a renamed
 * heading, a document whose title changed) to the golden set, keeping its comments and formatting
 * (runRelabel), and prints what it fixed, what it leaves to a person and the unified diff. With
 * `--base REF` the fixes follow each section's text from the merge base to where it went
 * (relabelWorkspace), so a heading renamed to an unrelated name or moved to another document is
 * fixed too. With
 * `--write` it writes the file; without, nothing changes. Exit 0 when no stale label is left
 * without a fix, 2 when some are (they are listed; the golden set still does not fit).
 */
export async function relabelCommand(args: Extract<CliCommand, { command: "relabel" }>, io: CliIo): Promise<number> {
  const root = resolve(io.cwd, args.common.root);
  const workspace = await relabelWorkspace({ root, registryPath: args.common.registry, base: args.base });
  const result = await runRelabel({ workspace });
  io.stdout(renderRelabel(result));
  if (result.diff !== "") {
    if (args.write) {
      await io.writeFile(resolve(root, result.file), result.after);
      io.stdout(`Wrote ${result.file}.\n`);
    } else io.stdout(`Not written: run again with --write to change ${result.file}.\n`);
  }
  return result.left.length === 0 ? EXIT.ok : EXIT.error;
}
