import { resolve } from "node:path";
import { formatCount } from "../formatCount.js";
import { renderSuggestFromMarkdown, renderSuggestFromYaml } from "../report/index.js";
import { EXIT, MAX_ASKED_BYTES, runSuggestFrom } from "../usecases/index.js";
import { cliRuntime } from "./cliRuntime.js";
import type { CliIo } from "./io.js";
import type { CliCommand } from "./parseCliArgs.js";
import { readInput } from "./readInput.js";
import { draftsFile } from "./draftsFile.js";

/** `chunkgate suggest --from FILE`: entries for asked questions, each keyed to the section answering it best, printed or appended. */
export async function suggestFromCommand(args: Extract<CliCommand, { command: "suggest" }> & { from: string }, io: CliIo): Promise<number> {
  const root = resolve(io.cwd, args.common.root);
  const text = await readInput(io, args.from, {
    what: "the questions",
    hint: "pass a text file with one question per line, or a CSV with a `question` column",
    limit: { bytes: MAX_ASKED_BYTES, by: "suggest --from", hint: "split the file, or keep the questions asked most" },
  });
  const drafts = args.write === undefined ? undefined : await draftsFile(io, root, args.write);
  const { runtime, prepared, progress, finish } = cliRuntime(args.common, io, root);
  const result = await runSuggestFrom({
    root,
    ...(args.common.registry ? { registryPath: args.common.registry } : {}),
    sourceIds: args.sources,
    from: { file: args.from, text },
    ...(args.base === undefined ? {} : { base: args.base }),
    ...(drafts?.existing !== undefined ? { existing: { file: drafts.target, text: drafts.existing } } : {}),
    runtime,
    ...(prepared ? { prepared } : {}),
    ...(progress ? { progress } : {}),
  }).finally(() => finish({ report: true }));
  if (drafts === undefined) {
    io.stdout(args.format === "md" ? renderSuggestFromMarkdown(result, "the drafts file") : renderSuggestFromYaml(result, "the drafts file"));
    return EXIT.ok;
  }
  const added = result.proposals.length - result.known.length;
  await drafts.append(result.yaml, DRAFTS_HEADER(result.golden));
  if (args.format === "md") io.stdout(renderSuggestFromMarkdown(result, drafts.target));
  const left = result.unproposed.length + result.skipped.length;
  io.stdout(`Added ${formatCount(added)} proposal${added === 1 ? "" : "s"} to ${drafts.target} (${result.known.length} already there or in ${result.golden}; ${formatCount(result.asked)} question${result.asked === 1 ? "" : "s"} read, ${formatCount(left)} without a proposal).\n`);
  return EXIT.ok;
}

/** The first lines of a new drafts file written from asked questions. */
const DRAFTS_HEADER = (golden: string) =>
  `# Drafts by chunkgate suggest: golden-set entries for questions people asked, each keyed to the\n# section ranked first for it. They count for nothing here. Confirm each section (or key another\n# candidate), then move the entries you keep into ${golden}.\n`;
