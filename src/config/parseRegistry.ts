import type { Registry } from "./types.js";
import { readRegistry } from "./readRegistry.js";

/**
 * Parses and validates the text of a registry (`chunkgate.yml`) into a `Registry`, every default
 * applied (REGISTRY_DEFAULTS; the keys without one are described in docs/registry.md). `file` names
 * the registry in messages and becomes `registry.file`. Returns only when the whole file is valid;
 * otherwise throws one `UserErrors` with every problem in line order, each naming the file, a line,
 * the bad value and a fix, and never anything but a `UserError`. YAML 1.2 core schema: `2026-11-03`
 * stays a string and `yes` is text.
 */
export function parseRegistry(text: string, file: string): Registry {
  return readRegistry(text, file).registry;
}
