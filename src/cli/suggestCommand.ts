import { plural } from "../formatCount.js";
import { resolve } from "node:path";
import { renderSuggestMarkdown, renderSuggestYaml } from "../report/index.js";
import { EXIT, runSuggest } from "../usecases/index.js";
import { cliRuntime } from "./cliRuntime.js";
import type { CliIo } from "./io.js";
import type { CliCommand } from "./parseCliArgs.js";
import { suggestFromCommand } from "./suggestFromCommand.js";
import { draftsFile } from "./draftsFile.js";

/** `chunkgate suggest`: drafts entries for uncovered sections and prints them, or appends the new ones to `--write FILE`. */
export async function suggestCommand(args: Extract<CliCommand, { command: "suggest" }>, io: CliIo): Promise<number> {
  if (args.from !== undefined) return suggestFromCommand({ ...args, from: args.from }, io);
  const root = resolve(io.cwd, args.common.root);
  const drafts = args.write === undefined ? undefined : await draftsFile(io, root, args.write);
  // only the model drafter needs the environment (its key) and the store (its answers)
  const model = args.drafter === "llm" ? cliRuntime(args.common, io, root) : undefined;
  const result = await runSuggest({
    root,
    ...(args.common.registry ? { registryPath: args.common.registry } : {}),
    sourceIds: args.sources,
    ...(args.base === undefined ? {} : { base: args.base }),
    ...(drafts?.existing !== undefined ? { existing: { file: drafts.target, text: drafts.existing } } : {}),
    ...(model ? { drafter: "llm" as const, runtime: model.runtime } : {}),
  }).finally(() => model?.finish({ report: false }));
  if (drafts === undefined) {
    io.stdout(args.format === "md" ? renderSuggestMarkdown(result, "the drafts file") : renderSuggestYaml(result, "the drafts file"));
    return EXIT.ok;
  }
  const added = result.drafts.length - result.known.length;
  await drafts.append(result.yaml, DRAFTS_HEADER(result.golden));
  if (args.format === "md") io.stdout(renderSuggestMarkdown(result, drafts.target));
  io.stdout(`Added ${plural(added, "draft")} to ${drafts.target} (${result.known.length} already there or in ${result.golden}; ${plural(result.uncovered, "uncovered section")}).\n`);
  for (const { reason, count } of result.model?.dropped ?? []) io.stdout(`${plural(count, "draft")} dropped: ${reason}.\n`);
  return EXIT.ok;
}

/** The first lines of a new drafts file. */
const DRAFTS_HEADER = (golden: string) =>
  `# Drafts by chunkgate suggest: golden-set entries for sections no question keys.\n# They count for nothing here. Rewrite each question as a reader would ask it, then move the\n# entries you keep into ${golden}; running suggest again adds only sections still without one.\n`;
