import { showInvisible } from "./showInvisible.js";

/**
 * Untrusted text made safe as one line of a step's log: the runner reads `::name::` at a line's
 * start and `##[name]` anywhere as workflow commands (masking, outputs, forged errors), so line
 * ends and `%` are encoded as command data is, and both openers are broken. For raw log lines
 * only: `@actions/core` encodes its own messages.
 */
export function escapeWorkflowCommand(text: string): string {
  const oneLine = showInvisible(text).replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A").replace(/##\[/g, "##%5B");
  // .NET's TrimStart removes every Unicode white space, U+0085 included, which `\s` lacks.
  return oneLine.replace(/^([\s\u0085]*):(?=:)/, "$1%3A");
}
