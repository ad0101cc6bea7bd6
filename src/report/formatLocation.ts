import type { Location } from "../usecases/index.js";

/** `docs/a.md:12` or `docs/a.md:12-14`: a location as people and editors read it (plain text). */
export function formatLocation(location: Location): string {
  const end = location.endLine !== undefined && location.endLine !== location.line ? `-${location.endLine}` : "";
  return `${location.path}:${location.line}${end}`;
}

/** `evals/retrieval.yaml:12`: a golden-set key's place, with its line when known. */
export function formatKeyPlace(key: { file: string; line?: number | undefined }): string {
  return key.line ? `${key.file}:${key.line}` : key.file;
}
