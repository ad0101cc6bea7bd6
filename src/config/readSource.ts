import type { SourceConfig } from "./types.js";
import { check } from "./check.js";
import { readBaseline } from "./readBaseline.js";
import { readChunking } from "./readChunking.js";
import { readGlobs } from "./readGlobs.js";
import type { Node } from "yaml";
import type { YamlReader } from "./yamlReader.js";

const KEYS = ["id", "include", "exclude", "chunking", "baseline"] as const;
const CHUNKING_KEYS = ["strategy", "unit", "size", "overlap", "context_header", "tokenizer"];
const ID = check.matching(/^[A-Za-z0-9_.-]+$/, "a name of letters, digits, `_`, `.` or `-`", "policy_docs");

/**
 * One entry of `sources:`: `id` (letters, digits, `_`, `.`, `-`), `include` (globs, at least one),
 * `exclude` (globs, default none), `chunking` (see `readChunking`) and an optional `baseline` (see
 * `readBaseline`). Unknown keys are reported with the closest known one; a chunking key written
 * directly under the source is reported as belonging in `chunking:`. Messages name the source by
 * its id (or its position, while the id is unusable). An id already in `seen` (id → line) is
 * reported naming both lines; a new one is added to it.
 * Returns `undefined` exactly when it recorded a problem.
 */
export function readSource(reader: YamlReader, node: Node | null, options: { index: number; line: number; seen: Map<string, number> }): SourceConfig | undefined {
  const byPosition = { prefix: `source #${options.index + 1}: `, path: "", line: options.line };
  const example = '- { id: docs, include: ["docs/**/*.md"], chunking: { strategy: structural } }';
  const entries = reader.mapping(node, { scope: byPosition, what: "the entry", line: options.line, example }, "open");
  if (entries === undefined) return undefined;
  const id = reader.scalar(entries, "id", byPosition, ID, "required");
  const scope = id === undefined ? byPosition : { ...byPosition, prefix: `source \`${id}\`: ` };
  const first = id === undefined ? undefined : options.seen.get(id);
  if (id !== undefined && first === undefined) options.seen.set(id, options.line);
  if (first !== undefined) reader.fail(`source id \`${id}\` is used twice (lines ${first} and ${options.line})`, options.line, "give each source its own id");
  reader.rejectUnknown(entries, scope, KEYS, Object.fromEntries(CHUNKING_KEYS.map((key) => [key, "`chunking:`"])));
  const include = readGlobs(reader, entries, "include", scope, true);
  const exclude = readGlobs(reader, entries, "exclude", scope, false);
  const chunking = readChunking(reader, entries, scope);
  const baseline = readBaseline(reader, entries, scope);
  if (id === undefined || first !== undefined || include === undefined || exclude === undefined || chunking === undefined || baseline === undefined) return undefined;
  return { id, include, exclude, chunking, baseline, line: options.line };
}
