/** `yaml` (ending in a newline) as a fenced YAML block, its fence longer than any run of backticks inside so nothing in it can end the block. */
export function yamlBlock(yaml: string): string {
  const fence = "`".repeat(Math.max(3, ...(yaml.match(/`+/g) ?? []).map((run) => run.length + 1)));
  return `${fence}yaml\n${yaml}${fence}`;
}
