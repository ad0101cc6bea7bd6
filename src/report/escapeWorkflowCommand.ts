import { showInvisible } from "./showInvisible.js";

/**
 * Text chunkgate does not control, made safe as one line of a step's log: the runner reads
 * `::name::` at a line's start and `##[name]` anywhere as workflow commands (which could mask, stop
 * commands, set outputs or forge errors), so `%`, CR and LF are encoded as the runner encodes
 * command data, `##[` becomes `##%5B`, a leading `::` becomes `%3A:`, and invisible characters are
 * shown (showInvisible). For raw log lines only: `@actions/core` already encodes its own messages,
 * annotations and outputs. Total and deterministic.
 */
export function escapeWorkflowCommand(text: string): string {
  const oneLine = showInvisible(text).replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A").replace(/##\[/g, "##%5B");
  // .NET's TrimStart removes every Unicode white space, U+0085 included, which `\s` lacks.
  return oneLine.replace(/^([\s\u0085]*):(?=:)/, "$1%3A");
}
