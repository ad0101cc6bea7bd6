import { showInvisible } from "./showInvisible.js";

/**
 * Text that chunkgate does not control (file names, headings, questions, parser messages, anything
 * read from a report artifact), made safe to print as one line of a step's log. The runner reads
 * every line a step prints for workflow commands, in two forms (actions/runner, ActionCommand.cs):
 * `::name …::data` when the line starts with `::` after leading whitespace, and the legacy
 * `##[name …]data` anywhere in a line. Either could add a mask, stop command processing for the
 * rest of the step (so chunkgate's own failure would never be seen), set an output or forge an
 * error. The result is one line that is neither, with the encoding the runner itself uses for
 * command data, so nothing is lost and a reader can tell what the text was:
 *
 * - `%` becomes `%25`, `\r` `%0D` and `\n` `%0A`: the text cannot start a new line;
 * - `##[` becomes `##%5B` wherever it occurs;
 * - a leading `::` (after whitespace, as the runner trims it) becomes `%3A:`;
 * - bidirectional controls and zero-width characters are shown as `<U+202E>` (showInvisible).
 *
 * For log lines (logInfo) and anything else that writes raw to stdout. Not for the action's
 * warnings, errors, setFailed, annotation properties or outputs: `@actions/core` already
 * encodes their data and properties (as @actions/core's escapeData / escapeProperty: the same `%XX` rules) and the
 * runner decodes them once, so escaping first would show `%25` and point an annotation at a file
 * that does not exist. Deterministic and total: any string gives a string.
 */
export function escapeWorkflowCommand(text: string): string {
  const oneLine = showInvisible(text).replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A").replace(/##\[/g, "##%5B");
  // .NET's TrimStart removes every Unicode white space, U+0085 included, which `\s` lacks.
  return oneLine.replace(/^([\s\u0085]*):(?=:)/, "$1%3A");
}
