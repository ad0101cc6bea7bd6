import type { Registry } from "./types.js";
import { readRegistry } from "./readRegistry.js";

/**
 * Parses and validates registry text into a Registry, every default applied (REGISTRY_DEFAULTS).
 * Throws only a UserErrors listing every problem in line order, each with file, line, bad value and
 * fix. YAML 1.2 core schema: `2026-11-03` stays a string and `yes` is text.
 */
export function parseRegistry(text: string, file: string): Registry {
  return readRegistry(text, file).registry;
}
