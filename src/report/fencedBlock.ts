/** `text` (ending in a newline) as a fenced `info` block, its fence longer than any run of backticks inside so nothing in it can end the block. */
export function fencedBlock(text: string, info: string): string {
  const fence = "`".repeat(Math.max(3, ...(text.match(/`+/g) ?? []).map((run) => run.length + 1)));
  return `${fence}${info}\n${text}${fence}`;
}
