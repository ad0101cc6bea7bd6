import type { Registry } from "./types.js";
import { readRegistry } from "./readRegistry.js";

/**
 * Parses and validates the text of a registry (`chunkgate.yml`) into a `Registry`, every default
 * applied, YAML snake_case keys turned into camelCase fields. `file` is the path used in messages
 * and stored as `registry.file` (pass it relative to the repository root).
 *
 * Guarantees:
 * - Returns a registry only when the whole file is valid; otherwise throws one `UserErrors` holding
 *   every problem found, in line order, each naming `file`, a 1-based line, the bad value quoted,
 *   the expected form, and a fix (the closest known key for a typo such as `questons`). A YAML
 *   syntax error is reported with its line and column (and then nothing else: the rest of the
 *   file cannot be trusted). It never throws anything but a `UserError`.
 * - YAML 1.2 core schema: `2026-11-03` stays a string, `yes`/`no` are text, not booleans; quoted
 *   numbers are not coerced. Anchors and aliases work; a key given twice is an error.
 *
 * Keys without a default (the others are documented, with default, range and reason, on
 * `REGISTRY_DEFAULTS`):
 * - `version` — must be `1`. Required so that a later, incompatible format is refused with a
 *   clear message instead of being misread.
 * - `questions` — the golden set's path, relative to the repository root (not to the registry
 *   file, so that every path a user writes in chunkgate has the same base), with forward slashes,
 *   inside the repository; stored normalised. Required: a check without questions measures nothing.
 * - `sources` — a non-empty list. Each source has a unique `id` (`^[A-Za-z0-9_.-]+$`, so it can
 *   name files and action outputs), `include` (globs relative to the root, at least one; a single
 *   string is a one-item list), `exclude` (same, default none), and `chunking` whose `strategy` is
 *   any non-empty name (the chunker registry checks it later); its other keys have defaults.
 * - `baseline` (per source, optional) — written by `chunkgate record`: `measured_on` (YYYY-MM-DD),
 *   `retriever`, `k` (integer ≥ 1), `recall` in [0, 1], `held_out_recall` in [0, 1] or absent,
 *   `questions: { train, held_out }` and optionally `corpus: { documents, sections, tokens }`
 *   (integers ≥ 0). Unknown keys inside `baseline` are ignored, so registries recorded by a later
 *   version still load; unknown keys anywhere else are errors.
 * - `sweep` (top level, and per source; optional) — the grid `chunkgate sweep` measures when no
 *   flag overrides it: `sizes` (integers ≥ 1), `overlaps` (below 1 a ratio of the size, from 1 up
 *   a whole count in the source's unit) and `strategies` (names), each an optional non-empty list.
 *   A source's list replaces the top-level one; a list given nowhere takes the sweep's default.
 * - `retriever` may also be written as a bare name: `retriever: bm25` means `{ kind: bm25 }`.
 *   `kind: embeddings` and `kind: hybrid` need `endpoint` (an http(s) base URL without credentials,
 *   query or fragment, stored without a trailing slash), `model` and `api_key_env` (the name of the
 *   variable holding the key, never the key); see readRetriever for the rest.
 * - An empty value (`key:` with nothing after it) means "absent" for the optional blocks
 *   (`retriever`, `split`, `noise`, `exclude`, `baseline`, `corpus`, `held_out_recall`); for any
 *   other setting it is an error, because it usually means a value was lost.
 */
export function parseRegistry(text: string, file: string): Registry {
  return readRegistry(text, file).registry;
}
