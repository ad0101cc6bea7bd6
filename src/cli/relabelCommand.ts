import { resolve } from "node:path";
import { renderRelabel } from "../report/index.js";
import { EXIT, relabelWorkspace, runRelabel } from "../usecases/index.js";
import type { CliIo } from "./io.js";
import { writeEdited } from "./recordCommand.js";
import type { CliCommand } from "./parseCliArgs.js";

/** `chunkgate relabel`: prints the golden set's fixes and diff, written only with `--write`; exit 2 while a stale label is left unfixed. */
export async function relabelCommand(args: Extract<CliCommand, { command: "relabel" }>, io: CliIo): Promise<number> {
  const root = resolve(io.cwd, args.common.root);
  const workspace = await relabelWorkspace({ root, registryPath: args.common.registry, base: args.base });
  const result = await runRelabel({ workspace });
  io.stdout(renderRelabel(result));
  await writeEdited(io, root, result, args.write);
  return result.left.length === 0 ? EXIT.ok : EXIT.error;
}
