import { formatCount, plural } from "../formatCount.js";
import { resolve } from "node:path";
import { renderSuggestFromMarkdown, renderSuggestFromYaml, renderSuggestMarkdown, renderSuggestYaml } from "../report/index.js";
import { EXIT, MAX_ASKED_BYTES, runSuggest, runSuggestFrom } from "../usecases/index.js";
import { cliRuntime } from "./cliRuntime.js";
import type { CliIo } from "./io.js";
import type { CliCommand } from "./parseCliArgs.js";
import { readInput, draftsFile } from "./readInput.js";

/** `chunkgate suggest`: drafts for uncovered sections (or asked questions), printed or appended to `--write FILE`. */
export async function suggestCommand(args: Extract<CliCommand, { command: "suggest" }>, io: CliIo): Promise<number> {
  const root = resolve(io.cwd, args.common.root);
  const from = args.from === undefined ? undefined : { file: args.from, text: await readInput(io, args.from, ASKED_INPUT) };
  const drafts = args.write === undefined ? undefined : await draftsFile(io, root, args.write);
  const common = {
    root,
    ...(args.common.registry ? { registryPath: args.common.registry } : {}),
    sourceIds: args.sources,
    ...(args.base === undefined ? {} : { base: args.base }),
    ...(drafts?.existing !== undefined ? { existing: { file: drafts.target, text: drafts.existing } } : {}),
  };
  if (from) {
    const { runtime, prepared, progress, finish } = cliRuntime(args.common, io);
    const options = { ...common, from, runtime, ...(prepared ? { prepared } : {}), ...(progress ? { progress } : {}) };
    const result = await runSuggestFrom(options).finally(() => finish({ report: true }));
    if (drafts === undefined) {
      io.stdout(args.format === "md" ? renderSuggestFromMarkdown(result, "the drafts file") : renderSuggestFromYaml(result, "the drafts file"));
      return EXIT.ok;
    }
    await drafts.append(result.yaml, ASKED_HEADER(result.golden));
    if (args.format === "md") io.stdout(renderSuggestFromMarkdown(result, drafts.target));
    const added = result.proposals.length - result.known.length;
    const left = result.unproposed.length + result.skipped.length;
    io.stdout(`Added ${formatCount(added)} proposal${added === 1 ? "" : "s"} to ${drafts.target} (${result.known.length} already there or in ${result.golden}; ${formatCount(result.asked)} question${result.asked === 1 ? "" : "s"} read, ${formatCount(left)} without a proposal).\n`);
    return EXIT.ok;
  }
  // only the model drafter needs the environment (its key) and the store (its answers)
  const model = args.drafter === "llm" ? cliRuntime(args.common, io) : undefined;
  const drafter = model ? { drafter: "llm" as const, runtime: model.runtime } : {};
  const result = await runSuggest({ ...common, ...drafter }).finally(() => model?.finish({ report: false }));
  if (drafts === undefined) {
    io.stdout(args.format === "md" ? renderSuggestMarkdown(result, "the drafts file") : renderSuggestYaml(result, "the drafts file"));
    return EXIT.ok;
  }
  await drafts.append(result.yaml, DRAFTS_HEADER(result.golden));
  if (args.format === "md") io.stdout(renderSuggestMarkdown(result, drafts.target));
  io.stdout(`Added ${plural(result.drafts.length - result.known.length, "draft")} to ${drafts.target} (${result.known.length} already there or in ${result.golden}; ${plural(result.uncovered, "uncovered section")}).\n`);
  for (const { reason, count } of result.model?.dropped ?? []) io.stdout(`${plural(count, "draft")} dropped: ${reason}.\n`);
  return EXIT.ok;
}

/** How `--from FILE` is read: a regular file no larger than suggest reads. */
const ASKED_INPUT = {
  what: "the questions",
  hint: "pass a text file with one question per line, or a CSV with a `question` column",
  limit: { bytes: MAX_ASKED_BYTES, by: "suggest --from", hint: "split the file, or keep the questions asked most" },
};

/** The first lines of a new drafts file. */
const DRAFTS_HEADER = (golden: string) =>
  `# Drafts by chunkgate suggest: golden-set entries for sections no question keys.\n# They count for nothing here. Rewrite each question as a reader would ask it, then move the\n# entries you keep into ${golden}; running suggest again adds only sections still without one.\n`;

/** The first lines of a new drafts file written from asked questions. */
const ASKED_HEADER = (golden: string) =>
  `# Drafts by chunkgate suggest: golden-set entries for questions people asked, each keyed to the\n# section ranked first for it. They count for nothing here. Confirm each section (or key another\n# candidate), then move the entries you keep into ${golden}.\n`;
