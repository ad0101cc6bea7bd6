import { REGISTRY_DEFAULTS, type Registry } from "../../config/index.js";
import { UserError } from "../../errors.js";

/**
 * Refuses a source (or one sweep cell of it, `cell`) that made more chunks than the registry's
 * `limits.chunks` (default REGISTRY_DEFAULTS.limits.chunks): a UserError naming the source, the
 * count, the limit and the key that raises it, so a run past it ends with that message for the
 * source instead of running a runner out of memory on its index.
 */
export function checkChunkLimit(count: number, at: { registry: Registry; source: string; cell?: string }): void {
  const limit = at.registry.limits?.chunks ?? REGISTRY_DEFAULTS.limits.chunks;
  if (count <= limit) return;
  const what = at.cell === undefined ? `source \`${at.source}\`` : `sweep cell ${at.cell} of \`${at.source}\``;
  throw new UserError(`${what} makes ${count} chunks, more than the limit of ${limit} (\`limits.chunks\`)`, {
    file: at.registry.file,
    hint: `chunk with a larger size, narrow the source's include globs, or raise \`limits.chunks\` in ${at.registry.file}`,
  });
}
