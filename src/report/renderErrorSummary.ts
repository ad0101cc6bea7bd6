/**
 * The job summary of a run that stopped with an error: the message as the log shows it (for a
 * user error `file:line: message` and the fix, never a stack trace), in a fence longer than any
 * run of backticks inside it. Worded for any mode: a sweep that fails after the check's report
 * was written appends this below it, and that check did reach its verdict.
 */
export function renderErrorSummary(message: string): string {
  const longest = Math.max(2, ...[...message.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = "`".repeat(longest + 1);
  return `## chunkgate: error\n\nThe run stopped before it finished.\n\n${fence}text\n${message}\n${fence}\n`;
}
