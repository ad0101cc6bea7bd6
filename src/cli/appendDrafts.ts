import { resolve } from "node:path";
import type { CliIo } from "./io.js";

/**
 * Appends `yaml` (entries not in the file yet) to the drafts file `target` under `root`, whose text
 * was `existing` (undefined: no file): a new or blank file starts with `header`, an existing one
 * keeps every byte and gets a line break first when it lacks one. Nothing is written for no entries.
 */
export async function appendDrafts(options: { io: CliIo; root: string; target: string; existing: string | undefined; yaml: string; header: string }): Promise<void> {
  const { existing } = options;
  if (options.yaml === "") return;
  const head = existing === undefined || existing.trim() === "" ? options.header : existing.endsWith("\n") ? existing : `${existing}\n`;
  await options.io.writeFile(resolve(options.root, options.target), `${head}${options.yaml}`);
}
