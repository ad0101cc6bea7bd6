import { renderExplain } from "../report/index.js";
import { explainQuestion } from "../usecases/index.js";
import { cliRuntime } from "./cliRuntime.js";
import type { CliIo } from "./io.js";
import type { CliCommand } from "./parseCliArgs.js";

/** `chunkgate explain QUESTION_ID`: the question's run and where its supporting chunks ranked. */
export async function explainCommand(args: Extract<CliCommand, { command: "explain" }>, io: CliIo): Promise<number> {
  const { root, runtime, prepared, progress, finish } = cliRuntime(args.common, io);
  const explanation = await explainQuestion({ root, registryPath: args.common.registry, progress, runtime, prepared, questionId: args.questionId }).finally(() => finish({ report: true }));
  io.stdout(renderExplain(explanation));
  return explanation.exitCode;
}
