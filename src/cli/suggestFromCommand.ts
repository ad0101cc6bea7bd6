import { readFile, stat } from "node:fs/promises";
import { resolve } from "node:path";
import { fsFileSource } from "../corpus/index.js";
import { UserError } from "../errors.js";
import { formatCount } from "../formatCount.js";
import { renderSuggestFromMarkdown, renderSuggestFromYaml } from "../report/index.js";
import { EXIT, MAX_ASKED_BYTES, runSuggestFrom } from "../usecases/index.js";
import { cliRuntime } from "./cliRuntime.js";
import { appendDrafts } from "./appendDrafts.js";
import type { CliIo } from "./io.js";
import type { CliCommand } from "./parseCliArgs.js";
import { writableInside } from "./writableInside.js";

/**
 * `chunkgate suggest --from FILE`: golden-set entries for the questions in FILE (relative to the
 * working directory; anywhere, it is the user's), each keyed to the section that answers it best
 * and marked for a person to confirm (runSuggestFrom), printed (YAML to paste, or `--format md`), or
 * with `--write` appended to a drafts file inside the root, the ones already there or in the golden
 * set left out. FILE is read only when it is a regular file of at most MAX_ASKED_BYTES. Exit 0; 2
 * for a usage or input error.
 */
export async function suggestFromCommand(args: Extract<CliCommand, { command: "suggest" }> & { from: string }, io: CliIo): Promise<number> {
  const root = resolve(io.cwd, args.common.root);
  const text = await readQuestions(args.from, io);
  const target = args.write === undefined ? undefined : await writableInside(root, resolve(io.cwd, args.write), args.write);
  const existing = target === undefined ? undefined : await fsFileSource(root).read(target);
  const { runtime, prepared, progress, finish } = cliRuntime(args.common, io, root);
  const result = await runSuggestFrom({
    root,
    ...(args.common.registry ? { registryPath: args.common.registry } : {}),
    sourceIds: args.sources,
    from: { file: args.from, text },
    ...(args.base === undefined ? {} : { base: args.base }),
    ...(target !== undefined && existing !== undefined ? { existing: { file: target, text: existing } } : {}),
    runtime,
    ...(prepared ? { prepared } : {}),
    ...(progress ? { progress } : {}),
  }).finally(() => finish({ report: true }));
  if (target === undefined) {
    io.stdout(args.format === "md" ? renderSuggestFromMarkdown(result, "the drafts file") : renderSuggestFromYaml(result, "the drafts file"));
    return EXIT.ok;
  }
  const added = result.proposals.length - result.known.length;
  await appendDrafts({ io, root, target, existing, yaml: result.yaml, header: DRAFTS_HEADER(result.golden) });
  if (args.format === "md") io.stdout(renderSuggestFromMarkdown(result, target));
  const left = result.unproposed.length + result.skipped.length;
  io.stdout(`Added ${formatCount(added)} proposal${added === 1 ? "" : "s"} to ${target} (${result.known.length} already there or in ${result.golden}; ${formatCount(result.asked)} question${result.asked === 1 ? "" : "s"} read, ${formatCount(left)} without a proposal).\n`);
  return EXIT.ok;
}

/** The first lines of a new drafts file written from asked questions. */
const DRAFTS_HEADER = (golden: string) =>
  `# Drafts by chunkgate suggest: golden-set entries for questions people asked, each keyed to the\n# section ranked first for it. They count for nothing here. Confirm each section (or key another\n# candidate), then move the entries you keep into ${golden}.\n`;

async function readQuestions(file: string, io: CliIo): Promise<string> {
  const path = resolve(io.cwd, file);
  const hint = "pass a text file with one question per line, or a CSV with a `question` column";
  const info = await stat(path).catch((error: NodeJS.ErrnoException) => {
    throw new UserError(`cannot read the questions (${error.code ?? error.message})`, { file, hint });
  });
  // A FIFO or device would be read forever: only a regular file is read.
  if (!info.isFile()) throw new UserError("cannot read the questions: it is not a regular file", { file, hint });
  if (info.size > MAX_ASKED_BYTES) throw new UserError(`is ${formatCount(info.size)} bytes; suggest --from reads at most ${formatCount(MAX_ASKED_BYTES)}`, { file, hint: "split the file, or keep the questions asked most" });
  return readFile(path, "utf8").catch((error: NodeJS.ErrnoException) => {
    throw new UserError(`cannot read the questions (${error.code ?? error.message})`, { file, hint });
  });
}
