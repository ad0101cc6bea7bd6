import { REGISTRY_DEFAULTS, type Registry } from "../../config/index.js";
import { UserError } from "../../errors.js";

/** A UserError naming count, limit and key past `limits.chunks`, rather than running the runner out of memory. */
export function checkChunkLimit(count: number, at: { registry: Registry; source: string; cell?: string }): void {
  const limit = at.registry.limits?.chunks ?? REGISTRY_DEFAULTS.limits.chunks;
  if (count <= limit) return;
  const what = at.cell === undefined ? `source \`${at.source}\`` : `sweep cell ${at.cell} of \`${at.source}\``;
  throw new UserError(`${what} makes ${count} chunks, more than the limit of ${limit} (\`limits.chunks\`)`, {
    file: at.registry.file,
    hint: `chunk with a larger size, narrow the source's include globs, or raise \`limits.chunks\` in ${at.registry.file}`,
  });
}
