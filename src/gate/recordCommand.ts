/**
 * `chunkgate record --source ID --write`, with `--registry FILE` (quoted for the shell when needed)
 * when the registry is not `chunkgate.yml`; source ids are shell-safe by the registry's rule.
 */
export function recordCommand(options: { sourceId: string; registryFile: string }): string {
  const { sourceId, registryFile } = options;
  const registry = registryFile === "chunkgate.yml" ? "" : ` --registry ${/^[A-Za-z0-9._/-]+$/.test(registryFile) ? registryFile : `'${registryFile.replaceAll("'", "'\\''")}'`}`;
  return `chunkgate record --source ${sourceId}${registry} --write`;
}
