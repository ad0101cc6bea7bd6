import { resolve } from "node:path";
import { renderRelabel } from "../report/index.js";
import { EXIT, relabelWorkspace, runRelabel } from "../usecases/index.js";
import type { CliIo } from "./io.js";
import type { CliCommand } from "./parseCliArgs.js";

/**
 * `chunkgate relabel [--base REF]`: prints what runRelabel fixes in the golden set (over
 * relabelWorkspace), what it leaves to a person and the unified diff; writes the file only with
 * `--write`. Exit 0 when no stale label is left without a fix, 2 when some are.
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
