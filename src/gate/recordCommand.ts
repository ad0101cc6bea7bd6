/**
 * The command that measures a source again and writes its baseline:
 * `chunkgate record --source ID --write`, with `--registry FILE` when the registry is not the
 * default `chunkgate.yml` (FILE single-quoted for the shell when it holds anything but letters,
 * digits, `.`, `_`, `-` and `/`). Source ids are `[A-Za-z0-9_.-]+`, safe as they are.
 */
export function recordCommand(options: { sourceId: string; registryFile: string }): string {
  const { sourceId, registryFile } = options;
  const registry = registryFile === "chunkgate.yml" ? "" : ` --registry ${/^[A-Za-z0-9._/-]+$/.test(registryFile) ? registryFile : `'${registryFile.replaceAll("'", "'\\''")}'`}`;
  return `chunkgate record --source ${sourceId}${registry} --write`;
}
